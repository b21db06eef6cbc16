import { eq } from 'drizzle-orm';
import { files } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import type { TestApp } from '../../support/test-app';
import { JPEG, PDF, PNG, accountsApp, activeCustomer, customerByEmail, dataUrl, get, payloadOf, post } from './account-helpers';

const EDIT = '/api/customer/edit';

describe.each(DB_KINDS)('POST /api/customer/edit on %s', (kind) => {
  let shop: TestApp;
  let n = 0;

  beforeAll(async () => {
    shop = await accountsApp(kind);
  });

  afterAll(async () => {
    await shop.close();
  });

  async function customer(extra: Record<string, unknown> = {}) {
    n += 1;
    const email = `edit${n}@example.ae`;
    return { email, ...(await activeCustomer(shop, email, extra)) };
  }

  const profile = (email: string, extra: Record<string, unknown> = {}) => ({
    name: 'Omar Saleh', companyName: 'Desert Paws L.L.C.', otrn: '', lisence: '', country: 12, mobile: '+971 55 000 1111', email, ...extra,
  });

  async function documentNames(customerId: number): Promise<string[]> {
    const rows = await shop.database.db.select({ name: files.name }).from(files).where(eq(files.customerId, customerId));
    return rows.map((r) => r.name).sort();
  }

  it('saves the profile and answers with a fresh token carrying the new claims', async () => {
    const { email, token } = await customer();
    const res = await post(shop, EDIT, profile(email), token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: number; token: string };
    expect(body.status).toBe(1);
    expect(payloadOf(body.token)).toMatchObject({
      name: 'Omar Saleh', company_name: 'Desert Paws L.L.C.', country_id: 12, mobile: '+971 55 000 1111', email,
    });
    expect(await customerByEmail(shop, email)).toMatchObject({ name: 'Omar Saleh', companyName: 'Desert Paws L.L.C.', countryId: 12 });
    // Editing does not end sessions.
    expect((await post(shop, EDIT, profile(email), token)).json()).toMatchObject({ status: 1 });
  });

  it('keeps the documents on an empty value or the current name, and replaces them with a new upload', async () => {
    const { id, email, token } = await customer({ lisence: dataUrl('application/pdf', PDF), otrn: dataUrl('image/png', PNG) });
    const before = await customerByEmail(shop, email);
    const keep = await post(shop, EDIT, profile(email, { lisence: before.lisenceNumber, otrn: '' }), token);
    expect(payloadOf((keep.json() as { token: string }).token)).toMatchObject({ lisence_number: before.lisenceNumber, otrn_number: before.otrnNumber });
    expect(await documentNames(id)).toEqual([before.lisenceNumber, before.otrnNumber].sort());

    const replace = await post(shop, EDIT, profile(email, { lisence: dataUrl('image/jpeg', JPEG) }), token);
    const after = await customerByEmail(shop, email);
    expect(after.lisenceNumber).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(payloadOf((replace.json() as { token: string }).token)).toMatchObject({ lisence_number: after.lisenceNumber });
    expect(await documentNames(id)).toEqual([after.lisenceNumber, before.otrnNumber].sort());
    expect((await get(shop, `/uploads/${before.lisenceNumber}`)).statusCode).toBe(404);
    const served = await get(shop, `/uploads/${after.lisenceNumber}`);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(JPEG)).toBe(true);
  });

  it("refuses another customer's file name, and a bad upload, with 400 and changes nothing", async () => {
    const other = await customer({ lisence: dataUrl('application/pdf', PDF) });
    const otherFile = (await customerByEmail(shop, other.email)).lisenceNumber;
    const { id, email, token } = await customer();
    const stolen = await post(shop, EDIT, profile(email, { lisence: otherFile, name: 'Changed' }), token);
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ status: 0, message: 'A document must be sent as a new file or as the name of the current one.' });
    const bad = await post(shop, EDIT, profile(email, { otrn: dataUrl('application/pdf', PNG), name: 'Changed' }), token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 0, message: 'The TRN file is not a real PDF file: its content is PNG.' });
    expect((await customerByEmail(shop, email)).name).toBe('Layla Haddad');
    expect(await documentNames(id)).toEqual([]);
  });

  it.each([
    ['name', { name: '' }],
    ['company name', { companyName: ' ' }],
    ['email', { email: undefined }],
  ])('answers a missing %s with status 2', async (_label, extra) => {
    const { email, token } = await customer();
    const res = await post(shop, EDIT, profile(email, extra), token);
    expect(res.json()).toEqual({ status: 2, message: 'Please, enter required fields.' });
  });

  it('answers a malformed email with status 3', async () => {
    const { email, token } = await customer();
    expect((await post(shop, EDIT, profile('broken-email'), token)).json()).toEqual({ status: 3, message: 'Please, enter your email correctly.' });
    expect((await customerByEmail(shop, email)).name).toBe('Layla Haddad');
  });

  it('keeps the mobile number when the field is left out and clears it with null', async () => {
    const { email, token } = await customer();
    const { mobile: _left, ...withoutMobile } = profile(email);
    await post(shop, EDIT, withoutMobile, token);
    expect((await customerByEmail(shop, email)).mobile).toBe('+971501234567');
    await post(shop, EDIT, profile(email, { mobile: null }), token);
    expect((await customerByEmail(shop, email)).mobile).toBeNull();
  });

  it.each([
    [{ country: 300 }, 'The field "country" has an invalid value.'],
    [{ name: ['x'] }, 'The field "name" must be text.'],
    [{ state: 'active' }, 'The field "state" is not allowed.'],
  ])('refuses %j with 400', async (extra, message) => {
    const { email, token } = await customer();
    const res = await post(shop, EDIT, profile(email, extra), token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message });
  });

  it('answers without a token with 401 before reading the body', async () => {
    const res = await post(shop, EDIT, profile('x@example.ae', { name: 42 }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 0, message: 'Please log in to continue.' });
  });
});
