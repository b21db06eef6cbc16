import { eq } from 'drizzle-orm';
import { confirmationCodes, customers } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import type { TestApp } from '../../support/test-app';
import { accountsApp, customerByEmail, latestCode, mailsTo, post, registration } from './account-helpers';

const CONFIRM = '/api/customer/confirm';
const RESEND = '/api/customer/confirmresend';

describe.each(DB_KINDS)('email confirmation on %s', (kind) => {
  let shop: TestApp;
  let n = 0;

  beforeAll(async () => {
    shop = await accountsApp(kind);
  });

  afterAll(async () => {
    await shop.close();
  });

  /** A fresh unconfirmed account per test. */
  async function registered(): Promise<{ email: string; id: number }> {
    n += 1;
    const email = `confirm${n}@example.ae`;
    expect((await post(shop, '/api/customer/register', registration(email))).json()).toMatchObject({ status: 1 });
    return { email, id: (await customerByEmail(shop, email)).id };
  }

  /** Moves the last code mail into the past, as if a minute (or more) had gone by. */
  async function age(id: number, ms: number, expire = false): Promise<void> {
    const [row] = await shop.database.db.select().from(confirmationCodes).where(eq(confirmationCodes.customerId, id));
    await shop.database.db.update(confirmationCodes).set({
      lastSentAt: new Date(row.lastSentAt.getTime() - ms),
      ...(expire ? { expiresAt: new Date(Date.now() - 1000) } : {}),
    }).where(eq(confirmationCodes.customerId, id));
  }

  it('confirms with the mailed code (status 1); the account then waits for approval', async () => {
    const { email, id } = await registered();
    const code = await latestCode(shop, email);
    const [stored] = await shop.database.db.select().from(confirmationCodes).where(eq(confirmationCodes.customerId, id));
    expect(stored.codeHash).not.toContain(code);
    expect(stored.expiresAt.getTime() - stored.lastSentAt.getTime()).toBe(15 * 60_000);

    const res = await post(shop, CONFIRM, { email: email.toUpperCase(), code: ` ${code} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: 'Your account will be activated after admin approval.' });
    const row = await customerByEmail(shop, email);
    expect(row.state).toBe('pending');
    expect(row.confirmedAt).toBeInstanceOf(Date);
    // The code is spent.
    expect((await post(shop, CONFIRM, { email, code })).json()).toMatchObject({ status: 0 });
  });

  it('accepts the code sent as a number (a leading zero lost on the way is restored)', async () => {
    const { email } = await registered();
    const code = await latestCode(shop, email);
    expect((await post(shop, CONFIRM, { email, code: Number(code) })).json()).toMatchObject({ status: 1 });
  });

  it('answers a wrong code with status 0 and burns the code after 5 wrong tries', async () => {
    const { email } = await registered();
    const code = await latestCode(shop, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      expect((await post(shop, CONFIRM, { email, code: wrong })).json()).toEqual({ status: 0, message: 'This code is not correct or has expired. Please check it or ask for a new one.' });
    }
    const fifth = await post(shop, CONFIRM, { email, code: wrong });
    expect(fifth.json()).toEqual({ status: 0, message: 'Too many wrong tries: this code no longer works. Please ask for a new one.' });
    expect((await post(shop, CONFIRM, { email, code })).json()).toMatchObject({ status: 0, message: expect.stringContaining('no longer works') });
    expect((await customerByEmail(shop, email)).state).toBe('unconfirmed');
  });

  it('refuses an expired code', async () => {
    const { email, id } = await registered();
    const code = await latestCode(shop, email);
    await age(id, 16 * 60_000, true);
    expect((await post(shop, CONFIRM, { email, code })).json()).toEqual({ status: 0, message: 'This code is not correct or has expired. Please check it or ask for a new one.' });
  });

  it('answers an unknown email, a confirmed account and non-digit codes like a wrong code', async () => {
    expect((await post(shop, CONFIRM, { email: 'nobody@example.ae', code: '123456' })).json()).toEqual({ status: 0, message: 'This code is not correct or has expired. Please check it or ask for a new one.' });
    const { email } = await registered();
    const code = await latestCode(shop, email);
    expect((await post(shop, CONFIRM, { email, code: 'abcdef' })).json()).toEqual({ status: 0, message: 'This code is not correct or has expired. Please check it or ask for a new one.' });
    await post(shop, CONFIRM, { email, code });
    expect((await post(shop, CONFIRM, { email, code })).json()).toEqual({ status: 0, message: 'This code is not correct or has expired. Please check it or ask for a new one.' });
  });

  it('asks for the missing email or code with the spec texts', async () => {
    expect((await post(shop, CONFIRM, { email: '', code: '123456' })).json()).toEqual({ status: 0, message: 'Please, enter your email.' });
    expect((await post(shop, CONFIRM, { email: 'a@example.ae', code: '  ' })).json()).toEqual({ status: 0, message: 'Please, enter confirm code.' });
  });

  it.each([
    [{ email: 'a@example.ae' }, 'The field "code" is required.'],
    [{ email: 'a@example.ae', code: '1'.repeat(21) }, 'The field "code" has an invalid value.'],
    [{ email: 'a@example.ae', code: true }, 'The field "code" has an invalid value.'],
    [{ email: 5, code: '123456' }, 'The field "email" must be text.'],
    [{ email: 'a@example.ae', code: '123456', extra: 1 }, 'The field "extra" is not allowed.'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await post(shop, CONFIRM, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message });
  });

  it('mails a new code at most once a minute; the new code replaces the old one', async () => {
    const { email, id } = await registered();
    const first = await latestCode(shop, email);
    const tooSoon = await post(shop, RESEND, { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(tooSoon.json()).toEqual({ status: 0, message: 'A new code was sent less than a minute ago. Please wait a moment before asking again.' });
    expect(await mailsTo(shop, email)).toHaveLength(1);

    await age(id, 61_000);
    const res = await post(shop, RESEND, { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: 'New code has been send.' });
    expect(await mailsTo(shop, email)).toHaveLength(2);
    const second = await latestCode(shop, email);
    if (second !== first) {
      expect((await post(shop, CONFIRM, { email, code: first })).json()).toMatchObject({ status: 0 });
    }
    expect((await post(shop, CONFIRM, { email, code: second })).json()).toMatchObject({ status: 1 });
  });

  it('gives a burnt code a fresh start on resend', async () => {
    const { email, id } = await registered();
    const code = await latestCode(shop, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await post(shop, CONFIRM, { email, code: wrong });
    await age(id, 61_000);
    await post(shop, RESEND, { email });
    expect((await post(shop, CONFIRM, { email, code: await latestCode(shop, email) })).json()).toMatchObject({ status: 1 });
  });

  it('answers resend for unknown and already confirmed emails like a sent code, and mails nothing', async () => {
    const unknown = await post(shop, RESEND, { email: 'ghost@example.ae' });
    expect(unknown.json()).toEqual({ status: 1, message: 'New code has been send.' });
    expect(await mailsTo(shop, 'ghost@example.ae')).toHaveLength(0);
    const { email, id } = await registered();
    await shop.database.db.update(customers).set({ state: 'pending' }).where(eq(customers.id, id));
    expect((await post(shop, RESEND, { email })).json()).toMatchObject({ status: 1 });
    expect(await mailsTo(shop, email)).toHaveLength(1);
    expect((await post(shop, RESEND, { email: '' })).json()).toEqual({ status: 0, message: 'Please, enter your email.' });
  });
});
