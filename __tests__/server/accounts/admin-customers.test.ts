import { desc, eq } from 'drizzle-orm';
import { auditLog, customers, sessions } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import type { TestApp } from '../../support/test-app';
import {
  PASSWORD, PDF, accountsApp, activeCustomer, customerByEmail, dataUrl, get, mailsTo, post, registerConfirmed, registration, staffToken,
} from './account-helpers';

describe.each(DB_KINDS)('staff approval API on %s', (kind) => {
  let shop: TestApp;
  let token: string;

  beforeAll(async () => {
    shop = await accountsApp(kind);
    token = await staffToken(shop);
  });

  afterAll(async () => {
    await shop.close();
  });

  const approve = (id: number | string, as = token) => post(shop, `/api/admin/customers/${id}/approve`, {}, as);
  const reject = (id: number | string, body: unknown = {}, as = token) => post(shop, `/api/admin/customers/${id}/reject`, body, as);
  const login = (username: string) => post(shop, '/api/customer/login', { username, password: PASSWORD });

  it('lists customers by state, newest first, with document links, search and pages', async () => {
    const a = await registerConfirmed(shop, 'list-a@example.ae', { companyName: 'Alpha Pets', lisence: dataUrl('application/pdf', PDF) });
    const b = await registerConfirmed(shop, 'list-b@example.ae', { companyName: 'Beta Pets' });
    await post(shop, '/api/customer/register', registration('list-unconfirmed@example.ae'));
    const res = await get(shop, '/api/admin/customers?state=pending', token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; customers: Array<Record<string, unknown>> };
    const ids = body.customers.map((c) => c.id);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
    expect(body.customers.every((c) => c.state === 'pending')).toBe(true);
    expect(body.count).toBe(body.customers.length);
    const row = await customerByEmail(shop, 'list-a@example.ae');
    expect(body.customers.find((c) => c.id === a)).toEqual({
      id: a, name: 'Layla Haddad', company_name: 'Alpha Pets', email: 'list-a@example.ae', mobile: '+971501234567', country_id: 225,
      state: 'pending', reject_reason: null, lisence_number: row.lisenceNumber, otrn_number: null,
      lisence_url: `/uploads/${row.lisenceNumber}`, otrn_url: null,
      created_at: row.createdAt.toISOString(), confirmed_at: row.confirmedAt?.toISOString(), decided_at: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);

    const found = (await get(shop, '/api/admin/customers?q=ALPHA', token)).json() as { count: number; customers: Array<{ id: number }> };
    expect(found.customers.map((c) => c.id)).toEqual([a]);
    expect(((await get(shop, '/api/admin/customers?q=100%25', token)).json() as { count: number }).count).toBe(0);
    const unconfirmed = (await get(shop, '/api/admin/customers?state=unconfirmed', token)).json() as { customers: Array<{ email: string }> };
    expect(unconfirmed.customers.map((c) => c.email)).toContain('list-unconfirmed@example.ae');
    const farPage = (await get(shop, '/api/admin/customers?p=50', token)).json() as { count: number; customers: unknown[] };
    expect(farPage.customers).toEqual([]);
    expect(farPage.count).toBeGreaterThanOrEqual(3);
  });

  it.each(['state=approved', 'p=0', 'p=x', 'extra=1'])('refuses the query %s with 400', async (query) => {
    expect((await get(shop, `/api/admin/customers?${query}`, token)).statusCode).toBe(400);
  });

  it('approves a pending customer: it can log in, is mailed, and the decision is audited', async () => {
    const id = await registerConfirmed(shop, 'approve-me@example.ae');
    const res = await approve(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, customer: { id, state: 'active', email: 'approve-me@example.ae' } });
    expect((await login('approve-me@example.ae')).json()).toHaveProperty('token');
    const [mail] = await mailsTo(shop, 'approve-me@example.ae');
    expect(mail.subject).toBe('Petora: your account is approved');
    expect(mail.text).toContain('http://shop.test/login');
    const [entry] = await shop.database.db.select().from(auditLog).where(eq(auditLog.target, `customer:${id}`));
    expect(entry).toMatchObject({ action: 'customer.approve', details: { from: 'pending' } });
    expect(entry.staffId).toBeGreaterThan(0);

    // Again: nothing changes, nobody is mailed, nothing is audited.
    const again = await approve(id);
    expect(again.json()).toMatchObject({ status: 1, customer: { id, state: 'active' } });
    expect(await mailsTo(shop, 'approve-me@example.ae')).toHaveLength(2);
    expect(await shop.database.db.select().from(auditLog).where(eq(auditLog.target, `customer:${id}`))).toHaveLength(1);
  });

  it('refuses to approve an account whose email is not confirmed; after a rejection it only reopens it', async () => {
    await post(shop, '/api/customer/register', registration('too-early@example.ae'));
    const { id } = await customerByEmail(shop, 'too-early@example.ae');
    expect((await approve(id)).json()).toEqual({
      status: 0, message: 'This customer has not confirmed the email address yet, so the account cannot be approved.',
    });
    expect((await customerByEmail(shop, 'too-early@example.ae')).state).toBe('unconfirmed');
    // Rejected before it was confirmed, approving undoes the rejection only: the account waits
    // for its confirmation again (the address was never proven), and cannot be approved before.
    expect((await reject(id, {})).json()).toMatchObject({ status: 1, customer: { state: 'rejected' } });
    expect((await approve(id)).json()).toMatchObject({ status: 1, customer: { state: 'unconfirmed', reject_reason: null } });
    expect((await customerByEmail(shop, 'too-early@example.ae')).state).toBe('unconfirmed');
    expect((await approve(id)).json()).toMatchObject({ status: 0, message: 'This customer has not confirmed the email address yet, so the account cannot be approved.' });
    const [reopened] = await shop.database.db.select().from(auditLog).where(eq(auditLog.target, `customer:${id}`)).orderBy(desc(auditLog.id));
    expect(reopened.action).toBe('customer.reopen');
  });

  it('rejects with a reason: sessions end, login explains, the customer is mailed; approving later reverses it', async () => {
    const { id, token: customerToken } = await activeCustomer(shop, 'reject-me@example.ae');
    const res = await reject(id, { reason: '  The trade licence is unreadable.  ' });
    expect(res.json()).toMatchObject({ status: 1, customer: { id, state: 'rejected', reject_reason: 'The trade licence is unreadable.' } });
    expect(await shop.database.db.select().from(sessions).where(eq(sessions.subjectId, id))).toEqual([]);
    const edit = await post(shop, '/api/customer/edit', { name: 'x', companyName: 'y', email: 'reject-me@example.ae' }, customerToken);
    expect(edit.statusCode).toBe(401);
    expect((await login('reject-me@example.ae')).json()).toEqual({
      status: 5,
      message: 'Your account was not approved. Reason: The trade licence is unreadable. Please contact us at sales@petora.ae if you have questions.',
    });
    const [mail] = await mailsTo(shop, 'reject-me@example.ae');
    expect(mail.subject).toBe('Petora: your account was not approved');
    expect(mail.text).toContain('Reason: The trade licence is unreadable.');
    const [entry] = await shop.database.db.select().from(auditLog).where(eq(auditLog.target, `customer:${id}`));
    expect(entry).toMatchObject({ action: 'customer.reject', details: { from: 'active', reason: 'The trade licence is unreadable.' } });

    expect((await reject(id, { reason: 'again' })).json()).toMatchObject({ customer: { reject_reason: 'The trade licence is unreadable.' } });
    // The confirmation code and one rejection: the repeated decision mailed nothing.
    expect(await mailsTo(shop, 'reject-me@example.ae')).toHaveLength(2);

    expect((await approve(id)).json()).toMatchObject({ status: 1, customer: { state: 'active', reject_reason: null } });
    expect((await login('reject-me@example.ae')).json()).toHaveProperty('token');
  });

  it('rejects without a reason', async () => {
    const id = await registerConfirmed(shop, 'no-reason@example.ae');
    expect((await reject(id)).json()).toMatchObject({ status: 1, customer: { state: 'rejected', reject_reason: null } });
    expect((await mailsTo(shop, 'no-reason@example.ae'))[0].text).not.toContain('Reason:');
  });

  it('answers an unknown customer with 404 and bad input with 400', async () => {
    expect((await approve(999_999)).statusCode).toBe(404);
    expect((await reject(999_999)).json()).toEqual({ status: 0, message: 'Not found' });
    expect((await approve('abc')).statusCode).toBe(400);
    const id = await registerConfirmed(shop, 'bad-reason@example.ae');
    expect((await reject(id, { reason: 42 })).json()).toEqual({ status: 0, message: 'The field "reason" must be text.' });
    expect((await reject(id, { reason: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await customerByEmail(shop, 'bad-reason@example.ae')).state).toBe('pending');
  });

  it('refuses customer tokens with 403 and missing or stale staff tokens with 401 on every staff route', async () => {
    const { token: customerToken, id } = await activeCustomer(shop, 'intruder@example.ae');
    const calls = [
      () => get(shop, '/api/admin/customers', customerToken),
      () => approve(id, customerToken),
      () => reject(id, {}, customerToken),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 0, message: 'This is available to shop staff only.' });
    }
    expect((await get(shop, '/api/admin/customers')).statusCode).toBe(401);
    expect((await approve(id, 'not.a.token')).statusCode).toBe(401);
    expect((await post(shop, '/api/admin/logout', {}, token)).json()).toEqual({ status: 1 });
    expect((await get(shop, '/api/admin/customers', token)).statusCode).toBe(401);
    token = await staffToken(shop);
    expect((await customerByEmail(shop, 'intruder@example.ae')).state).toBe('active');
    expect((await shop.database.db.select().from(customers).where(eq(customers.id, id)))[0].rejectReason).toBeNull();
  });
});
