// The shop's identity outside the back office comes from the legal settings staff save: the
// storefront's public answer, the signature of every mail queued after the save, and the seller
// named in a product page's data for search engines. Answers are kept for a minute here, so a
// save that failed to make them fresh would show.
import { shopLegalSettings } from '../../../src/server/db/schema';
import { DEMO_LEGAL_SETTINGS } from '../../../src/server/db/seed/demo/legal';
import type { ShopIdentity } from '../../../src/shared/shop-identity';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { type AdminShop, adminShop, emailOf, mailsTo } from '../admin/admin-fixtures';
import { addProduct } from '../cart/shop-fixtures';

const demo: ShopIdentity = {
  legalName: 'Petora Trading L.L.C.', legalNameAr: DEMO_LEGAL_SETTINGS.legalNameAr, address: DEMO_LEGAL_SETTINGS.address, city: 'Dubai',
  emirate: 'DXB', trn: '100123456700003', licenceNumber: '1234567', licenceAuthority: 'Dubai Department of Economy and Tourism',
};
const moved = {
  ...DEMO_LEGAL_SETTINGS, legalNameEn: 'Petora Pet Supplies L.L.C.', address: 'Unit 9, Al Saja\'a Industrial Area', city: 'Sharjah',
  emirate: 'SHJ', trn: '100555666700003', licenceNumber: 'SHJ-778899', licenceAuthority: 'Sharjah Economic Development Department',
};

const sellerOf = (html: string) => {
  const json = /<script type="application\/ld\+json" data-page-head>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return (JSON.parse(json ?? '{}') as { offers: Array<{ seller: { name: string } }> }).offers[0].seller.name;
};

describe('the shop identity from its legal settings', () => {
  let admin: AdminShop;
  let email: string;

  beforeAll(async () => {
    admin = await adminShop('pglite', { catalogCacheMs: 60_000 });
    email = await emailOf(admin.shop, admin.customer.id);
    await addProduct(admin.shop.database.db, { slug: 'salmon-kibble', name: 'Salmon Kibble', variants: [{ sku: 'K-1', stock: 3, priceFils: 4500 }] });
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  const identity = (headers: Record<string, string> = {}) => admin.shop.app.inject({ method: 'GET', url: '/api/shop/identity', headers });
  const product = () => admin.shop.app.inject({ method: 'GET', url: '/product/salmon-kibble', headers: { accept: 'text/html' } });
  /** A mail queued now: a password reset link for the customer. */
  async function queuedMail(): Promise<string> {
    const res = await admin.call('POST', '/api/customer/reset', { email }, null);
    expect(res.json()).toMatchObject({ status: 1 });
    return (await mailsTo(admin.shop, email))[0].text;
  }

  it('answers the public part of the settings to anyone, cacheable with an ETag', async () => {
    const res = await identity();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, identity: demo });
    // Invoice series, logo and who saved them stay in the back office.
    expect(res.body).not.toMatch(/invoicePrefix|creditNotePrefix|logo|updatedBy/);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect((await identity({ 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
    // With a token the answer is the same, but no cache keeps it.
    const personal = await identity({ authorization: `Bearer ${admin.customer.token}` });
    expect([personal.json(), personal.headers['cache-control']]).toEqual([{ status: 1, identity: demo }, 'no-store']);
  });

  it('shows what staff save from the next request on: the answer, the mails and the product pages', async () => {
    const before = await identity();
    const oldMail = await queuedMail();
    expect(oldMail).toContain('\n--\nPetora (Petora Trading L.L.C.)\nWarehouse 12, Street 18, Al Quoz Industrial Area 3, P.O. Box 123456, Dubai, UAE\n');
    expect(sellerOf((await product()).body)).toBe('Petora Trading L.L.C.');

    expect(await admin.as('PUT', '/api/admin/settings/legal', moved)).toMatchObject({ status: 1 });

    const after = await identity({ 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ status: 1, identity: { ...demo, legalName: moved.legalNameEn, address: moved.address, city: 'Sharjah', emirate: 'SHJ', trn: moved.trn, licenceNumber: moved.licenceNumber, licenceAuthority: moved.licenceAuthority } });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const newMail = await queuedMail();
    expect(newMail).toContain('\n--\nPetora (Petora Pet Supplies L.L.C.)\nUnit 9, Al Saja\'a Industrial Area, Sharjah, UAE\n');
    expect(newMail).not.toMatch(/Petora Trading|Al Quoz/);
    expect(sellerOf((await product()).body)).toBe('Petora Pet Supplies L.L.C.');
    // A mail queued before the save keeps the signature it was written with.
    expect((await mailsTo(admin.shop, email))[1].text).toBe(oldMail);
  });

  it('keeps the saved identity when a save is refused', async () => {
    const before = (await identity()).body;
    expect((await admin.call('PUT', '/api/admin/settings/legal', { ...DEMO_LEGAL_SETTINGS, trn: '12345' })).statusCode).toBe(400);
    expect((await identity()).body).toBe(before);
    await admin.as('PUT', '/api/admin/settings/legal', DEMO_LEGAL_SETTINGS);
    expect((await identity()).json()).toEqual({ status: 1, identity: demo });
  });
});

describe('a shop whose legal details are not saved yet', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await buildTestApp('pglite');
  });

  afterAll(async () => {
    await shop.close();
  });

  it('answers no identity, rather than one it does not have', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/shop/identity' });
    expect(res.json()).toEqual({ status: 1, identity: null });
    await shop.database.db.insert(shopLegalSettings).values({ id: 1, ...DEMO_LEGAL_SETTINGS });
    // Saved outside this instance (no cache in this test app): the next answer has it.
    expect((await shop.app.inject({ method: 'GET', url: '/api/shop/identity' })).json()).toEqual({ status: 1, identity: demo });
  });
});
