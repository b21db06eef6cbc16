import { eq } from 'drizzle-orm';
import { customers, files } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import type { TestApp } from '../../support/test-app';
import {
  HTML, JPEG, PASSWORD, PDF, PNG, WEBP, accountsApp, customerByEmail, dataUrl, get, mailCount, mailsTo, post, registration,
} from './account-helpers';

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
      state: 'unconfirmed', lisenceNumber: null, otrnNumber: null, tokenVersion: 0,
    });
    expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
    const [mail] = await mailsTo(shop, 'new.shop@example.ae');
    expect(mail.subject).toMatch(/^Petora: your confirmation code \d{6}$/);
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.html).toContain('Petora');
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

  it('answers an email registered before with status 3, whatever its case', async () => {
    await register(registration('taken@example.ae'));
    const res = await register(registration('  TAKEN@example.AE '));
    expect(res.json()).toEqual({ status: 3, message: 'This email is registered before.' });
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

  it('stores licence and TRN under random names and serves them privately with their real type', async () => {
    const res = await register(registration('docs@example.ae', { lisence: dataUrl('application/pdf', PDF), otrn: dataUrl('image/png', PNG) }));
    expect(res.json()).toMatchObject({ status: 1 });
    const row = await customerByEmail(shop, 'docs@example.ae');
    expect(row.lisenceNumber).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(row.otrnNumber).toMatch(/^[0-9a-f]{32}\.png$/);
    const stored = await shop.database.db.select().from(files).where(eq(files.customerId, row.id));
    expect(stored.map((f) => f.kind)).toEqual(['document', 'document']);

    const pdf = await get(shop, `/uploads/${row.lisenceNumber}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['cache-control']).toBe('private');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    const png = await get(shop, `/uploads/${row.otrnNumber}`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(PNG)).toBe(true);
  });

  it.each([
    ['jpeg', 'image/jpeg', JPEG, /\.jpg$/],
    ['jpg alias', 'image/jpg', JPEG, /\.jpg$/],
    ['webp', 'image/webp', WEBP, /\.webp$/],
  ])('accepts a %s document', async (label, mime, data, name) => {
    const email = `accept-${label.replace(/\W/g, '')}@example.ae`;
    expect((await register(registration(email, { lisence: dataUrl(mime, data) }))).json()).toMatchObject({ status: 1 });
    expect((await customerByEmail(shop, email)).lisenceNumber).toMatch(name);
  });

  it.each([
    ['a PNG renamed .pdf', { lisence: dataUrl('application/pdf', PNG) }, 'The licence file is not a real PDF file: its content is PNG.'],
    ['an HTML file', { otrn: dataUrl('text/html', HTML) }, 'The TRN file must be a JPG, PNG, WEBP or PDF file.'],
    ['HTML declared as PNG', { otrn: dataUrl('image/png', HTML) }, 'The TRN file must be a JPG, PNG, WEBP or PDF file.'],
    ['an SVG image', { lisence: dataUrl('image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')) }, 'The licence file must be a JPG, PNG, WEBP or PDF file.'],
    ['a 6 MB file', { lisence: dataUrl('application/pdf', Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)])) }, 'The licence file is larger than 5 MB.'],
    ['a broken data URL', { lisence: 'data:application/pdf;base64,%%%not base64%%%' }, 'The licence file could not be read: its data is not valid base64.'],
    ['a data URL without base64', { lisence: 'data:application/pdf,%PDF-1.7' }, 'The licence file could not be read: send it as a base64 data URL.'],
    ['a plain file name', { lisence: 'licence.pdf' }, 'The licence file could not be read: send it as a base64 data URL.'],
    ['an empty file', { lisence: 'data:application/pdf;base64,' }, 'The licence file is empty.'],
  ])('refuses %s with 400 and creates no account', async (_label, extra, message) => {
    const email = 'bad-upload@example.ae';
    const mailsBefore = await mailCount(shop);
    const res = await register(registration(email, extra));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message });
    expect(await customerByEmail(shop, email)).toBeUndefined();
    expect(await mailCount(shop)).toBe(mailsBefore);
  });

  it('accepts a body of two 5 MB documents and refuses a larger one with 413', async () => {
    const five = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 - PDF.length)]);
    const ok = await register(registration('big@example.ae', { lisence: dataUrl('application/pdf', five), otrn: dataUrl('application/pdf', five) }));
    expect(ok.json()).toMatchObject({ status: 1 });
    const tooBig = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await register(registration('bigger@example.ae', { lisence: dataUrl('application/pdf', tooBig), otrn: dataUrl('application/pdf', tooBig) }));
    expect(res.statusCode).toBe(413);
    expect(await customerByEmail(shop, 'bigger@example.ae')).toBeUndefined();
  });

  it('keeps the 1 MB limit on other routes', async () => {
    const res = await post(shop, '/api/customer/login', { username: 'x@example.ae', password: 'y'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
  });
});
