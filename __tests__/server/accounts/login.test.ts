import { eq } from 'drizzle-orm';
import { confirmationCodes, customers } from '../../../src/server/db/schema';
import { AUTH_MESSAGES } from '../../../src/server/plugins/auth';
import { DB_KINDS } from '../../support/test-db';
import type { TestApp } from '../../support/test-app';
import {
  PASSWORD, PDF, accountsApp, activeCustomer, customerByEmail, dataUrl, latestCode, mailsTo, payloadOf, post, registerConfirmed,
  registration, staffToken,
} from './account-helpers';

const LOGIN = '/api/customer/login';

describe.each(DB_KINDS)('POST /api/customer/login on %s', (kind) => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await accountsApp(kind);
  });

  afterAll(async () => {
    await shop.close();
  });

  const login = (username: string, password = PASSWORD) => post(shop, LOGIN, { username, password });

  it('gives an approved customer a token carrying the customer object', async () => {
    const { id } = await activeCustomer(shop, 'active@example.ae', { lisence: dataUrl('application/pdf', PDF), country: 12 });
    const res = await login('Active@Example.ae');
    expect(res.statusCode).toBe(200);
    const { token } = res.json() as { token: string };
    const row = await customerByEmail(shop, 'active@example.ae');
    expect(payloadOf(token)).toMatchObject({
      sub: String(id), role: 'customer', sid: expect.any(String), name: 'Layla Haddad', company_name: 'Paws Corner Trading',
      lisence_number: row.lisenceNumber, otrn_number: null, country_id: 12, mobile: '+971501234567', email: 'active@example.ae',
    });
    expect(payloadOf(token).exp as number - (payloadOf(token).iat as number)).toBe(30 * 24 * 3600);
    // The token opens customer routes.
    const edit = await post(shop, '/api/customer/edit', { name: 'Layla', companyName: 'Paws', email: 'active@example.ae' }, token);
    expect(edit.json()).toMatchObject({ status: 1 });
  });

  it('answers a wrong password and an unknown email alike with 401', async () => {
    await activeCustomer(shop, 'wrongpw@example.ae');
    for (const res of [await login('wrongpw@example.ae', 'not the password'), await login('nobody@example.ae')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 0, message: 'The email or password is not correct.' });
    }
    expect((await login('', '')).statusCode).toBe(401);
  });

  it('answers an unconfirmed account with its email and mails no new code while the old one lives', async () => {
    await post(shop, '/api/customer/register', registration('unconfirmed@example.ae'));
    const res = await login('UNCONFIRMED@example.ae');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'unconfirmed@example.ae' });
    expect(await mailsTo(shop, 'unconfirmed@example.ae')).toHaveLength(1);
  });

  it('mails a fresh code at login when the old one expired, and that code confirms', async () => {
    await post(shop, '/api/customer/register', registration('expired@example.ae'));
    const { id } = await customerByEmail(shop, 'expired@example.ae');
    const past = new Date(Date.now() - 20 * 60_000);
    await shop.database.db.update(confirmationCodes).set({ expiresAt: past, lastSentAt: past }).where(eq(confirmationCodes.customerId, id));
    expect((await login('expired@example.ae')).json()).toEqual({ email: 'expired@example.ae' });
    expect(await mailsTo(shop, 'expired@example.ae')).toHaveLength(2);
    const code = await latestCode(shop, 'expired@example.ae');
    expect((await post(shop, '/api/customer/confirm', { email: 'expired@example.ae', code })).json()).toMatchObject({ status: 1 });
  });

  it('never answers an unconfirmed account with the email when the password is wrong', async () => {
    await post(shop, '/api/customer/register', registration('probe@example.ae'));
    expect((await login('probe@example.ae', 'wrong password')).statusCode).toBe(401);
  });

  it('tells a confirmed account that waits for approval (status 5)', async () => {
    await registerConfirmed(shop, 'pending@example.ae');
    const res = await login('pending@example.ae');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 5, message: 'Your account will be activated after admin approval.' });
  });

  it('tells a rejected account why (status 5)', async () => {
    const id = await registerConfirmed(shop, 'rejected@example.ae');
    await shop.database.db.update(customers).set({ state: 'rejected', rejectReason: 'The trade licence has expired.' }).where(eq(customers.id, id));
    const res = await login('rejected@example.ae');
    expect(res.json()).toEqual({
      status: 5,
      message: 'Your account was not approved. Reason: The trade licence has expired. Please contact us at sales@petora.ae if you have questions.',
    });
  });

  it.each([
    [{ username: 'a@example.ae' }, 'The field "password" is required.'],
    [{ password: PASSWORD }, 'The field "username" is required.'],
    [{ username: 42, password: PASSWORD }, 'The field "username" must be text.'],
    [{ username: 'a@example.ae', password: PASSWORD, remember: true }, 'The field "remember" is not allowed.'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await post(shop, LOGIN, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message });
  });

  it('refuses a staff token on customer routes with 403 and a customer token on staff routes with 403', async () => {
    const staff = await staffToken(shop);
    const asStaff = await post(shop, '/api/customer/changepassword', { currentPassword: 'x', password: 'y' }, staff);
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json()).toEqual({ status: 0, message: AUTH_MESSAGES.customersOnly });
    const { token } = await activeCustomer(shop, 'not-staff@example.ae');
    const asCustomer = await shop.app.inject({ method: 'GET', url: '/api/admin/customers', headers: { authorization: `Bearer ${token}` } });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ status: 0, message: AUTH_MESSAGES.staffOnly });
  });
});
