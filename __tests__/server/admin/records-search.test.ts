// Finding records in the back office: the outbox by recipient or subject (a buyer whose code
// did not arrive), the audit log by action, record, staff member or details (what happened to
// order 42, what Sara changed). LIKE wildcards in a term are taken literally.
import type { AuditEntry, OutboxMail } from '../../../src/shared/admin-types';
import { auditLog, mailOutbox } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop } from './admin-fixtures';

describe.each(DB_KINDS)('searching the outbox and the audit log on %s', (kind) => {
  let admin: AdminShop;

  beforeAll(async () => {
    admin = await adminShop(kind);
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('finds mails by recipient or subject, in any case, and pages the matches', async () => {
    const db = admin.shop.database.db;
    await db.delete(mailOutbox);
    for (let i = 0; i < 25; i += 1) {
      await db.insert(mailOutbox).values({ to: i % 2 ? `layla+${i}@pawsco.ae` : `omar${i}@vetline.ae`, subject: i === 4 ? 'Your 100% code' : `Mail ${i}`, text: `Text ${i}` });
    }
    const layla = await admin.as<{ count: number; mails: OutboxMail[] }>('GET', '/api/admin/outbox?q=PAWSCO');
    expect(layla.count).toBe(12);
    expect(layla.mails.every((m) => m.to.endsWith('@pawsco.ae'))).toBe(true);
    expect((await admin.as<{ count: number }>('GET', '/api/admin/outbox?q=pawsco&p=1')).count).toBe(12);
    expect((await admin.as<{ mails: OutboxMail[] }>('GET', '/api/admin/outbox?q=100%25')).mails.map((m) => m.subject)).toEqual(['Your 100% code']);
    // "%" alone is a character to find, not "anything".
    expect((await admin.as<{ count: number }>('GET', '/api/admin/outbox?q=%25')).count).toBe(1);
    expect((await admin.as<{ count: number }>('GET', '/api/admin/outbox?q=%20%20')).count).toBe(25);
    // The text is not searched: a code in it must not be found by guessing.
    expect((await admin.as<{ count: number }>('GET', '/api/admin/outbox?q=Text%203')).count).toBe(0);
    expect((await admin.call('GET', `/api/admin/outbox?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('finds audit entries by action, record, staff member or a word of their details', async () => {
    const db = admin.shop.database.db;
    const me = await admin.as<{ id: number }>('GET', '/api/admin/me');
    await db.delete(auditLog);
    await db.insert(auditLog).values([
      { staffId: me.id, action: 'order.cancel', target: 'order:42', details: { reason: 'Customer called' } },
      { staffId: me.id, action: 'product.update', target: 'product:7', details: { sku: 'KIB-2' } },
      { staffId: null, action: 'staff.add', target: 'staff:3', details: { email: 'sara@petora.ae' } },
    ]);
    const find = async (q: string) => (await admin.as<{ entries: AuditEntry[] }>('GET', `/api/admin/audit?q=${encodeURIComponent(q)}`)).entries.map((e) => e.target);
    expect(await find('order:42')).toEqual(['order:42']);
    expect(await find('CANCEL')).toEqual(['order:42']);
    expect(await find('kib-2')).toEqual(['product:7']);
    expect(await find('sara@')).toEqual(['staff:3']);
    expect(await find('Ops')).toEqual(['product:7', 'order:42']);
    expect((await admin.as<{ count: number }>('GET', '/api/admin/audit?q=nothing%20like%20it')).count).toBe(0);
  });
});
