// Mail leaves the shop over real SMTP: a server started here receives what registration sends.
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import type { TestApp } from '../../support/test-app';
import { accountsApp, post, registration } from '../accounts/account-helpers';
import { type SmtpCapture, decodeQuotedPrintable, startSmtpCapture, subjectOf } from '../../support/smtp-capture';

describe.each(DB_KINDS)('mail over SMTP on %s', (kind) => {
  let shop: TestApp;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    shop = await accountsApp(kind, { smtpUrl: smtp.url });
    await shop.app.ready();
  });

  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  it('delivers the confirmation code, and the delivered code confirms the account', async () => {
    expect(shop.app.mailer.delivering).toBe(true);
    const res = await post(shop, '/api/customer/register', registration('smtp.buyer@example.ae', { name: 'Noor <Al> Amiri' }));
    expect(res.json()).toMatchObject({ status: 1 });

    const mail = await smtp.next();
    expect(mail.to).toEqual(['smtp.buyer@example.ae']);
    expect(mail.from).toBe('sales@petora.ae');
    const subject = subjectOf(mail);
    const code = /^Petora: your confirmation code (\d{6})$/.exec(subject)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.raw).toMatch(/^To: smtp\.buyer@example\.ae$/m);
    expect(mail.raw).toMatch(/^From: Petora <sales@petora\.ae>$/m);
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    const body = decodeQuotedPrintable(mail.raw);
    expect(body).toContain(`    ${code}`);
    expect(body).toContain('Hello Noor &lt;Al&gt; Amiri,');
    expect(body).toContain('Hello Noor <Al> Amiri,');

    await shop.app.mailer.idle();
    const [row] = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'smtp.buyer@example.ae'));
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.error).toBeNull();

    const confirmed = await post(shop, '/api/customer/confirm', { email: 'smtp.buyer@example.ae', code });
    expect(confirmed.json()).toMatchObject({ status: 1 });
  });

  it('delivers a reset link whole, and keeps no code in the stored mail once it is sent', async () => {
    await post(shop, '/api/customer/reset', { email: 'smtp.buyer@example.ae' });
    const mail = await smtp.next();
    const body = decodeQuotedPrintable(mail.raw);
    const code = /\/reset\/([A-Za-z0-9_-]{43})\b/.exec(body)?.[1] as string;
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body).toMatch(new RegExp(`href="https?://[^"]+/reset/${code}"`));

    await shop.app.mailer.idle();
    const [row] = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Petora: reset your password'));
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.secrets).toBeNull();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.text).toContain('/reset/[hidden]');
    // The delivered link still works.
    const reset = await post(shop, '/api/customer/resetpassword', { hash: code, password: 'Cedar-Kibble-2031' });
    expect(reset.json()).toMatchObject({ status: 1 });
    expect(subjectOf(await smtp.next())).toBe('Petora: your password was changed');
  });

  it('delivers mail left in the outbox by an earlier run when the sender starts', async () => {
    const { MailSender } = await import('../../../src/server/services/mail/sender');
    const nodemailer = (await import('nodemailer')).default;
    await shop.database.db.insert(mailOutbox).values({ to: 'left.over@example.ae', subject: 'Left over', text: 'from before', html: null, attempts: 1 });
    const log = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const sender = new MailSender(shop.database.db, nodemailer.createTransport({ url: smtp.url }), { from: 'Petora <sales@petora.ae>', log, sweepIntervalMs: 0 });
    sender.start();
    const mail = await smtp.next();
    expect(mail.to).toEqual(['left.over@example.ae']);
    await sender.close();
    // The shop's own sender may have been the one to claim it: its record is awaited too.
    await shop.app.mailer.idle();
    const [row] = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'left.over@example.ae'));
    expect(row).toMatchObject({ attempts: 2, error: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });
});
