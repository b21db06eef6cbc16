import { sql } from 'drizzle-orm';
import { customers, files } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import type { TestApp } from '../../support/test-app';
import { PASSWORD, PDF, accountsApp, customerByEmail, dataUrl, mailsTo, post, registration } from './account-helpers';

const REGISTER = '/api/customer/register';

describe.each(DB_KINDS)('POST /api/customer/register on %s', (kind) => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await accountsApp(kind);
  });

  afterAll(async () => {
    await shop.close();
  });

  const register = (body: unknown) => post(shop, REGISTER, body);

  async function customerCount(): Promise<number> {
    return (await shop.database.db.select({ id: customers.id }).from(customers)).length;
  }

  it('creates an unconfirmed account with a scrypt hash and mails a 6-digit code (status 1)', async () => {
    const res = await register(registration('New.Shop@Example.ae', { mobile: '  +971 4 123 4567 ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: 'Your account created.' });
    const row = await customerByEmail(shop, 'new.shop@example.ae');
    expect(row).toMatchObject({
      name: 'Layla Haddad', companyName: 'Paws Corner Trading', countryId: 225, mobile: '+971 4 123 4567',
      state: 'unconfirmed', lisenceNumber: null, otrnNumber: null,
    });
    expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
    const [mail] = await mailsTo(shop, 'new.shop@example.ae');
    expect(mail.subject).toMatch(/^Petora: your confirmation code \d{6}$/);
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.html).toContain('Petora');
    // Without SMTP_URL the mail stays in the outbox, untried.
    expect(shop.app.mailer.delivering).toBe(false);
    expect(mail).toMatchObject({ sentAt: null, attempts: 0, error: null });
  });

  it('defaults the country to 225 and accepts the country as select text', async () => {
    await register(registration('no-country@example.ae', { country: undefined }));
    await register(registration('text-country@example.ae', { country: '12' }));
    expect((await customerByEmail(shop, 'no-country@example.ae')).countryId).toBe(225);
    expect((await customerByEmail(shop, 'text-country@example.ae')).countryId).toBe(12);
  });

  it.each([
    ['name', { name: '' }],
    ['name (spaces only)', { name: '   ' }],
    ['company name', { companyName: undefined }],
    ['email', { email: '' }],
    ['password', { password: '' }],
  ])('answers a missing %s with status 2 and creates nothing', async (_field, extra) => {
    const before = await customerCount();
    const res = await register(registration('missing@example.ae', extra));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 2, message: 'Please, enter required fields.' });
    expect(await customerCount()).toBe(before);
  });

  it('answers a password shorter than 8 or longer than 128 characters with status 2 and a reason', async () => {
    for (const password of ['short12', 'x'.repeat(129)]) {
      const res = await register(registration('pw-length@example.ae', { password }));
      expect(res.json()).toEqual({ status: 2, message: 'The password must be 8 to 128 characters long.' });
    }
    expect((await register(registration('pw-length@example.ae', { password: 'x'.repeat(128) }))).json()).toMatchObject({ status: 1 });
  });

  it('answers an email registered before like a new one, whatever its case, and mails its owner instead', async () => {
    const fresh = await register(registration('taken@example.ae'));
    const before = (await mailsTo(shop, 'taken@example.ae')).length;
    const res = await register(registration('  TAKEN@example.AE ', { name: 'Someone Else' }));
    expect(res.json()).toEqual(fresh.json());
    const mails = await mailsTo(shop, 'taken@example.ae');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0].subject).toBe('Petora: you already have an account');
    expect((await customerByEmail(shop, 'taken@example.ae')).name).toBe('Layla Haddad');
  });

  it.each(['not-an-email', 'a@b', 'two@@example.ae', 'spaces in@example.ae', `${'x'.repeat(250)}@example.ae`])(
    'answers a malformed email %j with status 4',
    async (email) => {
      const res = await register(registration(email));
      expect(res.json()).toEqual({ status: 4, message: 'Please, enter your email correctly.' });
    },
  );

  it.each([
    [{ name: 12345 }, 'The field "name" must be text.'],
    [{ email: ['a@b.ae'] }, 'The field "email" must be text.'],
    [{ password: 12345678 }, 'The field "password" must be text.'],
    [{ country: 241 }, 'The field "country" has an invalid value.'],
    [{ country: 'Dubai' }, 'The field "country" has an invalid value.'],
    [{ country: true }, 'The field "country" has an invalid value.'],
    [{ lisence: 42 }, 'The field "lisence" has an invalid value.'],
    [{ role: 'admin' }, 'The field "role" is not allowed.'],
    [{ state: 'active' }, 'The field "state" is not allowed.'],
    [{ name: 'x'.repeat(201) }, 'The field "name" must be at most 200 characters long.'],
    [{ email: `${'x'.repeat(320)}@example.ae` }, 'The field "email" must be at most 320 characters long.'],
  ])('refuses ill-typed or unknown input %j with 400', async (extra, message) => {
    const before = await customerCount();
    const res = await register(registration('typed@example.ae', extra));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message });
    expect(await customerCount()).toBe(before);
  });

  it('refuses a body that is not an object', async () => {
    const res = await register([registration('array@example.ae')]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message: 'The request body must be an object.' });
  });

  it('answers a fault half way with 500 "Error" and leaves nothing behind', async () => {
    // The mail is the last write of a registration: without its table the transaction fails there.
    await shop.database.db.execute(sql`alter table mail_outbox rename to mail_outbox_away`);
    try {
      const res = await register(registration('fault@example.ae', { lisence: dataUrl('application/pdf', PDF) }));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ status: 0, message: 'Error' });
    } finally {
      await shop.database.db.execute(sql`alter table mail_outbox_away rename to mail_outbox`);
    }
    expect(await customerByEmail(shop, 'fault@example.ae')).toBeUndefined();
    expect(await shop.database.db.select({ id: files.id }).from(files)).toEqual([]);
    expect((await register(registration('fault@example.ae'))).json()).toMatchObject({ status: 1 });
  });

  it('keeps the 1 MB limit on other routes', async () => {
    const res = await post(shop, '/api/customer/login', { username: 'x@example.ae', password: 'y'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
  });
});
