// Changing the login email: the current password, a code to the new address, a notice to the
// old one, no discovery of other accounts, and the other sessions end with the move.
import { eq } from 'drizzle-orm';
import { emailChanges } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import type { TestApp } from '../../support/test-app';
import { PASSWORD, accountsApp, activeCustomer, customerByEmail, get, mailsTo, payloadOf, post } from './account-helpers';

const EDIT = '/api/customer/edit';
const CONFIRM_EMAIL = '/api/customer/confirmemail';

describe.each(DB_KINDS)('email change on %s', (kind) => {
  let shop: TestApp;
  let n = 0;

  beforeAll(async () => {
    shop = await accountsApp(kind);
  });

  afterAll(async () => {
    await shop.close();
  });

  async function customer() {
    n += 1;
    const email = `mover${n}@example.ae`;
    return { email, ...(await activeCustomer(shop, email)) };
  }

  const profile = (email: string, extra: Record<string, unknown> = {}) => ({
    name: 'Omar Saleh', companyName: 'Desert Paws L.L.C.', otrn: '', lisence: '', country: 12, mobile: '+971 55 000 1111', email, ...extra,
  });

  async function codeSentTo(to: string): Promise<string> {
    const [mail] = await mailsTo(shop, to);
    const code = mail ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
    if (!code) throw new Error(`no code was mailed to ${to}`);
    return code;
  }

  it('refuses an email change without the right current password and changes nothing', async () => {
    const { email, token } = await customer();
    for (const extra of [{}, { currentPassword: 'not my password' }, { currentPassword: '' }]) {
      const res = await post(shop, EDIT, profile('elsewhere@example.ae', extra), token);
      expect(res.json()).toEqual({ status: 0, message: 'Your current password is not correct.' });
    }
    const row = await customerByEmail(shop, email);
    expect(row.name).toBe('Layla Haddad');
    expect(await mailsTo(shop, 'elsewhere@example.ae')).toEqual([]);
    // Other fields alone need no password.
    expect((await post(shop, EDIT, profile(email), token)).json()).toMatchObject({ status: 1 });
  });

  it('moves the account only with the code mailed to the new address, tells the old one, and ends other sessions', async () => {
    const { email, token } = await customer();
    const other = (await post(shop, '/api/customer/login', { username: email, password: PASSWORD })).json() as { token: string };
    const res = await post(shop, EDIT, profile('Moved.Here@example.ae', { currentPassword: PASSWORD }), token);
    const body = res.json() as { status: number; token: string; emailPending: boolean; message: string };
    expect(body).toMatchObject({ status: 1, emailPending: true, message: 'We sent a 6-digit code to moved.here@example.ae. Enter it to confirm your new email address.' });
    // Nothing moved yet: the token and the login still name the old address.
    expect(payloadOf(body.token)).toMatchObject({ email, name: 'Omar Saleh' });
    expect((await customerByEmail(shop, email)).companyName).toBe('Desert Paws L.L.C.');

    const code = await codeSentTo('moved.here@example.ae');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post(shop, CONFIRM_EMAIL, { code: wrong }, body.token)).json()).toEqual({
      status: 0, message: 'This code is not correct or has expired. Please check it or ask for a new one.',
    });
    const confirmed = await post(shop, CONFIRM_EMAIL, { code }, body.token);
    const done = confirmed.json() as { status: number; token: string; message: string };
    expect(done).toMatchObject({ status: 1, message: 'Your email address was changed.' });
    expect(payloadOf(done.token)).toMatchObject({ email: 'moved.here@example.ae' });
    expect(confirmed.headers['cache-control']).toBe('no-store');

    const [notice] = await mailsTo(shop, email);
    expect(notice.subject).toBe('Petora: your email address was changed');
    expect(notice.text).toContain('moved.here@example.ae');
    expect((await post(shop, '/api/customer/login', { username: 'moved.here@example.ae', password: PASSWORD })).json()).toHaveProperty('token');
    // This device stays logged in; the other session ended with the move.
    expect((await get(shop, '/api/customer/addresslist', done.token)).statusCode).toBe(200);
    expect((await get(shop, '/api/customer/addresslist', other.token)).statusCode).toBe(401);
    // A code works once.
    expect((await post(shop, CONFIRM_EMAIL, { code }, done.token)).json()).toMatchObject({ status: 0 });
  });

  it('answers an email of another account exactly like a free one, sending and changing nothing', async () => {
    const owner = await customer();
    const { email, token, id } = await customer();
    const taken = await post(shop, EDIT, profile(owner.email.toUpperCase(), { currentPassword: PASSWORD }), token);
    const free = await post(shop, EDIT, profile(`free-${n}@example.ae`, { currentPassword: PASSWORD }), token);
    const strip = (res: typeof taken) => {
      const { token: _t, message, ...rest } = res.json() as { token: string; message: string };
      return { ...rest, message: message.replace(/\S+@\S+?(?=\. )/, 'EMAIL') };
    };
    expect(strip(taken)).toEqual(strip(free));
    expect(taken.statusCode).toBe(free.statusCode);
    // The owner has only the registration mail: no email-change code went to a taken address.
    expect((await mailsTo(shop, owner.email)).filter((m) => m.text.includes('You asked to use this address'))).toEqual([]);
    expect((await mailsTo(shop, `free-${n}@example.ae`)).filter((m) => m.text.includes('You asked to use this address'))).toHaveLength(1);
    await shop.database.db.delete(emailChanges).where(eq(emailChanges.customerId, id));
    await post(shop, EDIT, profile(owner.email, { currentPassword: PASSWORD }), token);
    expect((await post(shop, CONFIRM_EMAIL, { code: '123456' }, token)).json()).toMatchObject({ status: 0 });
    expect((await customerByEmail(shop, email)).id).toBe(id);
  });

  it('burns the code after five wrong tries and lets it expire after fifteen minutes', async () => {
    const { token, id } = await customer();
    await post(shop, EDIT, profile(`burn-${n}@example.ae`, { currentPassword: PASSWORD }), token);
    const code = await codeSentTo(`burn-${n}@example.ae`);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) await post(shop, CONFIRM_EMAIL, { code: wrong }, token);
    expect((await post(shop, CONFIRM_EMAIL, { code: wrong }, token)).json()).toEqual({
      status: 0, message: 'Too many wrong tries: this code no longer works. Please ask for a new one.',
    });
    expect((await post(shop, CONFIRM_EMAIL, { code }, token)).json()).toMatchObject({ status: 0 });

    await post(shop, EDIT, profile(`late-${n}@example.ae`, { currentPassword: PASSWORD }), token);
    const late = await codeSentTo(`late-${n}@example.ae`);
    await shop.database.db.update(emailChanges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailChanges.customerId, id));
    expect((await post(shop, CONFIRM_EMAIL, { code: late }, token)).json()).toEqual({ status: 0, message: 'This code has expired. Please ask for a new one.' });
  });

  it('needs a customer token', async () => {
    expect((await post(shop, CONFIRM_EMAIL, { code: '123456' })).statusCode).toBe(401);
  });
});
