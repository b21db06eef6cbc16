import { eq } from 'drizzle-orm';
import { customers, sessions } from '../../../src/server/db/schema';
import { changePassword, editProfile } from '../../../src/server/services/accounts/profile';
import { SessionEndedError } from '../../../src/server/services/auth/sessions';
import { DB_KINDS } from '../../support/test-db';
import type { TestApp } from '../../support/test-app';
import { PASSWORD, accountsApp, activeCustomer, get, mailCount, mailsTo, post } from './account-helpers';

const CHANGE = '/api/customer/changepassword';
const NEW_PASSWORD = 'a brand new secret';

describe.each(DB_KINDS)('POST /api/customer/changepassword on %s', (kind) => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await accountsApp(kind);
    shop.app.get('/api/test/customer-only', { preHandler: shop.app.requireCustomer }, async () => ({ ok: true }));
  });

  afterAll(async () => {
    await shop.close();
  });

  const login = (username: string, password: string) => post(shop, '/api/customer/login', { username, password });
  const customerRoute = (token: string) => get(shop, '/api/test/customer-only', token);

  it('changes the password with a fresh token, ends other sessions and mails the change', async () => {
    const { token } = await activeCustomer(shop, 'change@example.ae');
    const { token: otherDevice } = (await login('change@example.ae', PASSWORD)).json() as { token: string };
    const res = await post(shop, CHANGE, { currentPassword: PASSWORD, password: NEW_PASSWORD }, token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: number; token: string };
    expect(body.status).toBe(1);
    expect((await customerRoute(body.token)).statusCode).toBe(200);
    // This device's session goes on; every other one ends.
    expect((await customerRoute(token)).statusCode).toBe(200);
    expect((await customerRoute(otherDevice)).statusCode).toBe(401);
    expect((await login('change@example.ae', NEW_PASSWORD)).json()).toHaveProperty('token');
    expect((await mailsTo(shop, 'change@example.ae'))[0].subject).toBe('Petora: your password was changed');
  });

  it('answers missing fields with status 2, a wrong current password and a bad length with status 0', async () => {
    const { token } = await activeCustomer(shop, 'change-bad@example.ae');
    const before = await mailCount(shop);
    expect((await post(shop, CHANGE, { password: NEW_PASSWORD }, token)).json()).toEqual({ status: 2, message: 'Please, enter required fields.' });
    expect((await post(shop, CHANGE, { currentPassword: PASSWORD, password: '' }, token)).json()).toMatchObject({ status: 2 });
    expect((await post(shop, CHANGE, { currentPassword: 'wrong password', password: NEW_PASSWORD }, token)).json()).toEqual({
      status: 0, message: 'Your current password is not correct.',
    });
    expect((await post(shop, CHANGE, { currentPassword: PASSWORD, password: 'short' }, token)).json()).toEqual({
      status: 0, message: 'The password must be 8 to 128 characters long.',
    });
    expect((await customerRoute(token)).statusCode).toBe(200);
    expect(await mailCount(shop)).toBe(before);
  });

  it('answers changepassword without a token, or with a revoked one, with 401', async () => {
    expect((await post(shop, CHANGE, { currentPassword: PASSWORD, password: NEW_PASSWORD })).statusCode).toBe(401);
    const { id, token } = await activeCustomer(shop, 'revoked@example.ae');
    await shop.database.db.delete(sessions).where(eq(sessions.subjectId, id));
    const res = await post(shop, CHANGE, { currentPassword: PASSWORD, password: NEW_PASSWORD }, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 0, message: 'Your session has ended. Please log in again.' });
  });

  it('undoes a change whose session ended while it ran (a reset, a logout everywhere) and opens no session in its place', async () => {
    const { id } = await activeCustomer(shop, 'ended-midway@example.ae');
    const { db } = shop.database;
    await db.delete(sessions).where(eq(sessions.subjectId, id));
    const [before] = await db.select().from(customers).where(eq(customers.id, id));
    const { jwtSecret } = shop.app.config;
    await expect(changePassword(db, jwtSecret, id, 'ended-session', PASSWORD, NEW_PASSWORD)).rejects.toBeInstanceOf(SessionEndedError);
    await expect(editProfile(db, jwtSecret, id, 'ended-session', { name: 'Someone Else', companyName: before.companyName, email: before.email }, shop.app.files))
      .rejects.toThrow('Your session has ended. Please log in again.');
    expect(await db.select().from(sessions).where(eq(sessions.subjectId, id))).toEqual([]);
    const [after] = await db.select().from(customers).where(eq(customers.id, id));
    expect({ name: after.name, passwordHash: after.passwordHash }).toEqual({ name: before.name, passwordHash: before.passwordHash });
  });
});
