// Large audit entries: the list answers each entry's details in a short form (a deleted price
// list keeps its whole contract, megabytes for a large one), GET /audit/{id} answers one whole,
// and the search still looks through the whole details.
import type { AuditEntry } from '../../../src/shared/admin-types';
import { auditLog } from '../../../src/server/db/schema';
import { shortenDetails } from '../../../src/server/services/admin/audit-details';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop } from './admin-fixtures';

/** What deleting a price list of `count` rules keeps in its entry. */
function deletedContract(count: number) {
  return {
    name: 'Chain stores 2026',
    active: true,
    rules: Array.from({ length: count }, (_, i) => ({
      target_kind: 'article', target_id: i + 1, target_name: `Kibble ${i + 1}`, price: 10 + (i % 90), percent_off: null,
      valid_from: null, valid_to: null, tiers: [{ min_qty: 10, price: 9 }],
    })),
    customers: [3, 4],
    groups: [{ id: 1, name: 'Chains' }],
    note: 'n'.repeat(1000),
  };
}

describe('the short form of audit details', () => {
  it('keeps small details as they are', () => {
    const details = { reason: 'No stock', lines: [1, 2, 3], nested: { deep: ['a'] } };
    expect(shortenDetails(details)).toEqual({ details, shortened: false });
  });

  it('cuts long arrays, many keys and long strings, saying how much was left out', () => {
    const many = Object.fromEntries(Array.from({ length: 62 }, (_, i) => [`k${i}`, i]));
    const { details, shortened } = shortenDetails({ ids: Array.from({ length: 2355 }, (_, i) => i), many, text: 'x'.repeat(301), emoji: `${'a'.repeat(299)}😀😀` });
    expect(shortened).toBe(true);
    expect(details.ids).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, { '…': '2,345 more items' }]);
    expect(Object.keys(details.many as object)).toHaveLength(51);
    expect((details.many as Record<string, unknown>)['…']).toBe('12 more keys');
    expect(details.text).toBe(`${'x'.repeat(300)}…`);
    // A character of two UTF-16 units is kept whole or left out whole.
    expect(details.emoji).toBe(`${'a'.repeat(299)}…`);
  });
});

describe.each(DB_KINDS)('large audit entries on %s', (kind) => {
  let admin: AdminShop;
  let bigId: number;
  let smallId: number;
  const contract = deletedContract(20_000);

  beforeAll(async () => {
    admin = await adminShop(kind);
    const db = admin.shop.database.db;
    const me = await admin.as<{ id: number }>('GET', '/api/admin/me');
    await db.delete(auditLog);
    [{ id: bigId }] = await db.insert(auditLog).values({ staffId: me.id, action: 'price-list.delete', target: 'price-list:7', details: contract }).returning({ id: auditLog.id });
    [{ id: smallId }] = await db.insert(auditLog).values({ staffId: null, action: 'order.cancel', target: 'order:42', details: { reason: 'Customer called' } }).returning({ id: auditLog.id });
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('lists a large entry in its short form, marked shortened; a small one whole', async () => {
    const res = await admin.call('GET', '/api/admin/audit');
    expect(res.statusCode).toBe(200);
    // The whole contract is some 3 MB; the page stays small.
    expect(res.body.length).toBeLessThan(20_000);
    const { entries } = res.json() as { entries: AuditEntry[] };
    expect(entries.map((e) => e.id)).toEqual([smallId, bigId]);
    expect(entries[0]).toMatchObject({ details: { reason: 'Customer called' }, details_shortened: false });
    const big = entries[1];
    expect(big).toMatchObject({ action: 'price-list.delete', target: 'price-list:7', details_shortened: true });
    const rules = big.details.rules as unknown[];
    expect(rules).toHaveLength(11);
    expect(rules.slice(0, 10)).toEqual(contract.rules.slice(0, 10));
    expect(rules[10]).toEqual({ '…': '19,990 more items' });
    expect(big.details).toMatchObject({ name: 'Chain stores 2026', customers: [3, 4], groups: [{ id: 1, name: 'Chains' }], note: `${'n'.repeat(300)}…` });
  });

  it('answers one entry whole by id', async () => {
    const res = await admin.call('GET', `/api/admin/audit/${bigId}`);
    expect(res.statusCode).toBe(200);
    const entry = res.json() as AuditEntry;
    expect(entry).toEqual({
      id: bigId, staff: { id: expect.any(Number), email: expect.any(String), name: 'Ops' }, action: 'price-list.delete', target: 'price-list:7',
      details: contract, details_shortened: false, date: expect.any(String),
    });
    expect(await admin.as(`GET`, `/api/admin/audit/${smallId}`)).toMatchObject({ staff: null, details: { reason: 'Customer called' } });
  });

  it('still searches the whole details, past what the short form shows', async () => {
    const found = await admin.as<{ count: number; entries: AuditEntry[] }>('GET', '/api/admin/audit?q=Kibble%2015000');
    expect(found.count).toBe(1);
    expect(found.entries[0]).toMatchObject({ id: bigId, details_shortened: true });
  });

  it('answers 404 for an unknown entry and 400 for an id that is not one', async () => {
    const missing = await admin.call('GET', `/api/admin/audit/${bigId + smallId + 1000}`);
    expect([missing.statusCode, missing.json()]).toEqual([404, { status: 0, message: 'Not found' }]);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expect((await admin.call('GET', `/api/admin/audit/${bad}`)).statusCode).toBe(400);
    }
  });

  it('shows an entry to staff only', async () => {
    const none = await admin.call('GET', `/api/admin/audit/${bigId}`, undefined, null);
    expect(none.statusCode).toBe(401);
    const customer = await admin.call('GET', `/api/admin/audit/${bigId}`, undefined, admin.customer.token);
    expect([customer.statusCode, customer.json()]).toEqual([403, { status: 0, message: 'This is available to shop staff only.' }]);
  });
});
