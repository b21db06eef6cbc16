import { eq } from 'drizzle-orm';
import { resetCodes } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import type { TestApp } from '../../support/test-app';
import { PASSWORD, accountsApp, activeCustomer, customerByEmail, get, mailCount, mailsTo, post, registration } from './account-helpers';

const RESET = '/api/customer/reset';
const RESET_PASSWORD = '/api/customer/resetpassword';
const CHANGE = '/api/customer/changepassword';
const NEW_PASSWORD = 'a brand new secret';

/** The code in the newest reset mail to `to`. */
async function resetCode(shop: TestApp, to: string): Promise<string> {
  const mail = (await mailsTo(shop, to)).find((m) => m.subject.includes('reset your password'));
  const code = mail ? /http:\/\/shop\.test\/reset\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no reset link was mailed to ${to}`);
  return code;
}

describe.each(DB_KINDS)('password reset on %s', (kind) => {
  let shop: TestApp;
  let badInputs = 0;

  beforeAll(async () => {
    shop = await accountsApp(kind);
    shop.app.get('/api/test/customer-only', { preHandler: shop.app.requireCustomer }, async () => ({ ok: true }));
  });

  afterAll(async () => {
    await shop.close();
  });

  const login = (username: string, password: string) => post(shop, '/api/customer/login', { username, password });
  const customerRoute = (token: string) => get(shop, '/api/test/customer-only', token);

  it('answers a reset request with status 1 for known and unknown emails alike, mailing only the known one', async () => {
    await activeCustomer(shop, 'reset-known@example.ae');
    const before = await mailCount(shop);
    const known = await post(shop, RESET, { email: 'Reset-Known@example.ae' });
    const unknown = await post(shop, RESET, { email: 'reset-unknown@example.ae' });
    const malformed = await post(shop, RESET, { email: 'not an email' });
    for (const res of [known, unknown, malformed]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 1, message: 'Reset password link has been send to your email.' });
    }
    expect(await mailCount(shop)).toBe(before + 1);
    const [mail] = await mailsTo(shop, 'reset-known@example.ae');
    expect(mail.subject).toBe('Petora: reset your password');
    expect(mail.text).toMatch(/http:\/\/shop\.test\/reset\/[A-Za-z0-9_-]{43}\n/);
    expect(mail.html).toContain('href="http://shop.test/reset/');
    const [stored] = await shop.database.db.select().from(resetCodes);
    expect(stored.codeHash).not.toContain(await resetCode(shop, 'reset-known@example.ae'));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeLessThanOrEqual(61 * 60_000);
    expect((await post(shop, RESET, { email: ' ' })).json()).toEqual({ status: 0, message: 'Please, enter your email.' });
  });

  it('sets the new password once, ends old sessions and mails the change', async () => {
    const { token } = await activeCustomer(shop, 'reset-use@example.ae');
    await post(shop, RESET, { email: 'reset-use@example.ae' });
    const code = await resetCode(shop, 'reset-use@example.ae');

    const res = await post(shop, RESET_PASSWORD, { hash: code, password: NEW_PASSWORD });
    expect(res.json()).toEqual({ status: 1, message: 'Your password has been changed.' });
    expect((await customerRoute(token)).statusCode).toBe(401);
    expect((await login('reset-use@example.ae', PASSWORD)).statusCode).toBe(401);
    expect((await login('reset-use@example.ae', NEW_PASSWORD)).json()).toHaveProperty('token');
    expect((await mailsTo(shop, 'reset-use@example.ae'))[0].subject).toBe('Petora: your password was changed');

    const again = await post(shop, RESET_PASSWORD, { hash: code, password: 'yet another secret' });
    expect(again.json()).toEqual({ status: 0, message: 'This link has expired or was already used. Please ask for a new one.' });
  });

  it('voids the other open links of the account once one is used', async () => {
    await activeCustomer(shop, 'reset-two@example.ae');
    await post(shop, RESET, { email: 'reset-two@example.ae' });
    const first = await resetCode(shop, 'reset-two@example.ae');
    await post(shop, RESET, { email: 'reset-two@example.ae' });
    const second = await resetCode(shop, 'reset-two@example.ae');
    expect(second).not.toBe(first);
    expect((await post(shop, RESET_PASSWORD, { hash: second, password: NEW_PASSWORD })).json()).toMatchObject({ status: 1 });
    expect((await post(shop, RESET_PASSWORD, { hash: first, password: NEW_PASSWORD })).json()).toMatchObject({ status: 0 });
  });

  it('voids open links when the customer changes the password', async () => {
    const { token } = await activeCustomer(shop, 'reset-then-change@example.ae');
    await post(shop, RESET, { email: 'reset-then-change@example.ae' });
    const code = await resetCode(shop, 'reset-then-change@example.ae');
    expect((await post(shop, CHANGE, { currentPassword: PASSWORD, password: NEW_PASSWORD }, token)).json()).toMatchObject({ status: 1 });
    expect((await post(shop, RESET_PASSWORD, { hash: code, password: 'taken over at last' })).json())
      .toEqual({ status: 0, message: 'This link has expired or was already used. Please ask for a new one.' });
    expect((await login('reset-then-change@example.ae', NEW_PASSWORD)).json()).toHaveProperty('token');
  });

  it('voids open links sent to the old address when the account moves to a new one', async () => {
    const { token } = await activeCustomer(shop, 'reset-then-move@example.ae');
    await post(shop, RESET, { email: 'reset-then-move@example.ae' });
    const code = await resetCode(shop, 'reset-then-move@example.ae');
    const profile = {
      name: 'Omar Saleh', companyName: 'Desert Paws L.L.C.', otrn: '', lisence: '', country: 12, mobile: '+971 55 000 1111',
      email: 'moved-away@example.ae', currentPassword: PASSWORD,
    };
    expect((await post(shop, '/api/customer/edit', profile, token)).json()).toMatchObject({ status: 1, emailPending: true });
    const [mail] = await mailsTo(shop, 'moved-away@example.ae');
    const emailCode = /\b(\d{6})\b/.exec(mail.text)![1];
    expect((await post(shop, '/api/customer/confirmemail', { code: emailCode }, token)).json()).toMatchObject({ status: 1 });
    expect((await post(shop, RESET_PASSWORD, { hash: code, password: 'taken over at last' })).json()).toMatchObject({ status: 0 });
    expect((await login('moved-away@example.ae', 'taken over at last')).statusCode).toBe(401);
  });

  it('refuses an expired link, an unknown one and incomplete input with status 0', async () => {
    const { id } = await activeCustomer(shop, 'reset-old@example.ae');
    const hashBefore = (await customerByEmail(shop, 'reset-old@example.ae')).passwordHash;
    await post(shop, RESET, { email: 'reset-old@example.ae' });
    const code = await resetCode(shop, 'reset-old@example.ae');
    await shop.database.db.update(resetCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(resetCodes.customerId, id));
    expect((await post(shop, RESET_PASSWORD, { hash: code, password: NEW_PASSWORD })).json()).toEqual({
      status: 0, message: 'This link has expired or was already used. Please ask for a new one.',
    });
    expect((await post(shop, RESET_PASSWORD, { hash: 'made-up-code', password: NEW_PASSWORD })).json()).toMatchObject({ status: 0 });
    expect((await post(shop, RESET_PASSWORD, { hash: '', password: NEW_PASSWORD })).json()).toEqual({ status: 0, message: 'Your link is not correct.' });
    expect((await post(shop, RESET_PASSWORD, { hash: code, password: '' })).json()).toEqual({ status: 0, message: 'Please, enter your password.' });
    expect((await post(shop, RESET_PASSWORD, { hash: code, password: 'short' })).json()).toEqual({
      status: 0, message: 'The password must be 8 to 128 characters long.',
    });
    expect((await customerByEmail(shop, 'reset-old@example.ae')).passwordHash).toBe(hashBefore);
  });

  it.each([
    [RESET, { email: 12 }, 'The field "email" must be text.'],
    [RESET, {}, 'The field "email" is required.'],
    [RESET_PASSWORD, { hash: 'x', password: 12345678 }, 'The field "password" must be text.'],
    [RESET_PASSWORD, { hash: 'x'.repeat(201), password: NEW_PASSWORD }, 'The field "hash" must be at most 200 characters long.'],
    [CHANGE, { currentPassword: 'x', password: 'y', token: 'z' }, 'The field "token" is not allowed.'],
  ])('refuses %s %j with 400', async (url, body, message) => {
    badInputs += 1;
    const { token } = await activeCustomer(shop, `bad-input-${badInputs}@example.ae`);
    const res = await post(shop, url, body, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message });
  });

  it('lets an unconfirmed account reset its password without confirming it', async () => {
    await post(shop, '/api/customer/register', registration('reset-unconfirmed@example.ae'));
    await post(shop, RESET, { email: 'reset-unconfirmed@example.ae' });
    const code = await resetCode(shop, 'reset-unconfirmed@example.ae');
    expect((await post(shop, RESET_PASSWORD, { hash: code, password: NEW_PASSWORD })).json()).toMatchObject({ status: 1 });
    expect((await login('reset-unconfirmed@example.ae', NEW_PASSWORD)).json()).toEqual({ email: 'reset-unconfirmed@example.ae' });
  });
});
