// A password reset link lets whoever holds it set the customer's password. Staff read every mail
// the shop writes in the outbox, so the link's code is hidden from them, and it leaves the
// stored mail once the mail is sent.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { OutboxMail } from '../../../src/shared/admin-types';
import { mailOutbox } from '../../../src/server/db/schema';
import { hideSecrets, queueMail } from '../../../src/server/services/mail/outbox';
import { renderMail } from '../../../src/server/services/mail/layout';
import { resetLinkMail } from '../../../src/server/services/mail/templates';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop } from '../admin/admin-fixtures';

const CODE = 'Zq3_kP-9xYtL0aBcDeFgHiJkLmNoPqRsTuVwXyZ0123';
const LINK = `https://shop.petora.ae/reset/${CODE}`;

describe.each(DB_KINDS)('secrets in the outbox on %s', (kind) => {
  let admin: AdminShop;

  beforeAll(async () => {
    admin = await adminShop(kind);
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  beforeEach(async () => {
    await admin.shop.database.db.delete(mailOutbox);
  });

  it('shows staff a reset mail with its code hidden, while the stored mail keeps it to be sent', async () => {
    const db = admin.shop.database.db;
    await queueMail(db, resetLinkMail('buyer@falcon.ae', 'Omar', LINK, CODE, 60));
    const { mails } = await admin.as<{ mails: OutboxMail[] }>('GET', '/api/admin/outbox');
    expect(mails).toHaveLength(1);
    expect(JSON.stringify(mails)).not.toContain(CODE);
    expect(mails[0].subject).toBe('Petora: reset your password');
    expect(mails[0].text).toContain('Choose a new password: https://shop.petora.ae/reset/[hidden]\n');
    expect(mails[0].html).toContain('href="https://shop.petora.ae/reset/[hidden]"');
    const [row] = await db.select().from(mailOutbox);
    expect(row.text).toContain(LINK);
    expect(row.secrets).toEqual([CODE]);
    // A relay's refusal quoting the message shows the code hidden too.
    await db.update(mailOutbox).set({ error: `550 rejected: spam link ${LINK}` });
    const [refused] = (await admin.as<{ mails: OutboxMail[] }>('GET', '/api/admin/outbox')).mails;
    expect(refused.error).toBe('550 rejected: spam link https://shop.petora.ae/reset/[hidden]');
  });

  it('leaves mails without secrets as they were written', async () => {
    expect(hideSecrets('Your code is 042917', null)).toBe('Your code is 042917');
    expect(hideSecrets(null, [CODE])).toBeNull();
    expect(hideSecrets(`${LINK} and ${LINK}`, [CODE, ''])).toBe('https://shop.petora.ae/reset/[hidden] and https://shop.petora.ae/reset/[hidden]');
  });

  it('hides the codes of reset mails written before secrets were marked (migration 0023), keeping unsent ones sendable', async () => {
    const db = admin.shop.database.db;
    const reset = resetLinkMail('buyer@falcon.ae', 'Omar', LINK, CODE, 60);
    const old = { ...reset, ...renderMail(reset.content) };
    const other = 'AAAAbbbbCCCCddddEEEEffffGGGGhhhhIIIIjjjjKKK';
    await db.insert(mailOutbox).values([
      { to: old.to, subject: old.subject, text: old.text, html: old.html, sentAt: new Date() },
      { to: old.to, subject: old.subject, text: old.text.replace(CODE, other), html: old.html.replace(new RegExp(CODE, 'g'), other) },
      { to: 'x@falcon.ae', subject: 'Petora: your order', text: 'See https://shop.petora.ae/reset/notasecret', html: null, sentAt: new Date() },
    ]);
    const migration = readFileSync(path.join(__dirname, '../../../src/server/db/migrations/0023_mail_outbox_secrets.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint').slice(1)) await db.execute(sql.raw(statement));
    const rows = await db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(rows[0]).toMatchObject({ secrets: null });
    expect(`${rows[0].text}${rows[0].html}`).not.toContain(CODE);
    expect(rows[0].text).toContain('/reset/[hidden]');
    expect(rows[1]).toMatchObject({ secrets: [other], sentAt: null });
    expect(rows[1].text).toContain(`/reset/${other}`);
    expect(rows[2].text).toBe('See https://shop.petora.ae/reset/notasecret');
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.to, old.to));
    expect(n).toBe(2);
  });
});
