// An expired trade licence stops order placement with a message naming its expiry date; a
// renewed licence lets the customer order once staff verified it, or at once when the shop
// trusts uploads until review.
import { eq } from 'drizzle-orm';
import { auditLog, customers, orders } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { type ShopApp, useShopApp } from '../cart/shop-app';
import { addCustomer, staffToken } from '../cart/shop-fixtures';
import { PDF, dataUrl } from '../accounts/account-helpers';

const EXPIRED_MESSAGE = 'Your trade licence expired on 12 March 2020. Upload the renewed licence to order.';
const profile = { name: 'Layla Haddad', companyName: 'Layla Haddad Trading' };
const RENEWED_LICENCE = dataUrl('application/pdf', PDF);
const RENEWAL_NEEDS_FILE = "To change your licence's expiry date, upload the renewed licence with it.";

async function withLicence(t: ShopApp, expiry: string, verified = expiry) {
  await t.db.update(customers).set({ tradeLicenceNo: 'DED-778812', licenceExpiry: expiry, licenceVerifiedExpiry: verified })
    .where(eq(customers.id, t.buyer.id));
}

const orderCount = async (t: ShopApp) => (await t.db.select().from(orders)).length;

describe.each(DB_KINDS)('ordering with an expired trade licence (%s)', (kind) => {
  const t = useShopApp(kind, { catalogue: true, buyer: true });
  const email = async () => (await t.db.select().from(customers).where(eq(customers.id, t.buyer.id)))[0].email;

  it('refuses the order with the licence and its expiry date, and keeps the cart and the stock', async () => {
    await withLicence(t, '2020-03-12');
    expect((await t.add(t.cat.kibble.small, 2)).json().status).toBe(1);
    const res = await t.order();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, message: EXPIRED_MESSAGE });
    expect(await orderCount(t)).toBe(0);
    const cart = (await t.api.get('/api/cart/cartlist', t.buyer.token)).json().cart;
    expect(cart.items).toEqual([expect.objectContaining({ aid: t.cat.kibble.small, count: 2, stock: 20 })]);
    const documents = (await t.api.get('/api/customer/tradedocuments', t.buyer.token)).json().documents;
    expect(documents).toMatchObject({ licenceNumber: 'DED-778812', licenceExpiry: '2020-03-12', orderBlock: EXPIRED_MESSAGE });
  });

  it('places orders while the verified licence is valid', async () => {
    await withLicence(t, '2099-12-31');
    await t.add(t.cat.kibble.small, 1);
    expect((await t.order()).json().status).toBe(1);
    expect((await t.api.get('/api/customer/tradedocuments', t.buyer.token)).json().documents.orderBlock).toBeNull();
  });

  it('keeps refusing after a renewed licence is uploaded until staff verify it, then lets the customer order', async () => {
    await withLicence(t, '2020-03-12');
    await t.add(t.cat.kibble.small, 1);
    const edit = await t.api.post('/api/customer/edit', { ...profile, email: await email(), licenceExpiry: '2099-03-12', lisence: RENEWED_LICENCE }, t.buyer.token);
    expect(edit.json().status).toBe(1);
    const mine = (await t.api.get('/api/customer/tradedocuments', t.buyer.token)).json().documents;
    expect(mine).toMatchObject({ licenceExpiry: '2099-03-12', licenceVerifiedExpiry: '2020-03-12', licenceReviewPending: true, orderBlock: EXPIRED_MESSAGE });
    expect((await t.order()).json()).toEqual({ status: 0, message: EXPIRED_MESSAGE });

    const staff = await staffToken(t.db);
    const queue = (await t.api.get('/api/admin/tradedocuments/expiring', staff)).json().licences;
    expect(queue).toEqual([expect.objectContaining({ customerId: t.buyer.id, licenceExpiry: '2099-03-12', licenceReviewPending: true })]);
    const verified = await t.api.post(`/api/admin/customers/${t.buyer.id}/tradedocuments`, { verify: true }, staff);
    expect(verified.json()).toMatchObject({ status: 1, documents: { licenceVerifiedExpiry: '2099-03-12', licenceReviewPending: false, orderBlock: null } });
    expect((await t.order()).json().status).toBe(1);
  });

  it('lists approved accounts without a licence expiry after the dated ones, and will not verify a licence without one', async () => {
    await t.db.update(customers).set({ tradeLicenceNo: 'DED-778812', licenceExpiry: null, licenceVerifiedExpiry: null }).where(eq(customers.id, t.buyer.id));
    const lapsed = await addCustomer(t.db, 'Omar Lapsed');
    await t.db.update(customers).set({ licenceExpiry: '2020-03-12', licenceVerifiedExpiry: '2020-03-12' }).where(eq(customers.id, lapsed.id));
    const staff = await staffToken(t.db);
    const queue = (await t.api.get('/api/admin/tradedocuments/expiring', staff)).json().licences;
    expect(queue).toEqual([
      expect.objectContaining({ customerId: lapsed.id, licenceExpiry: '2020-03-12' }),
      expect.objectContaining({ customerId: t.buyer.id, licenceExpiry: null, daysLeft: null, licenceNumber: 'DED-778812' }),
    ]);
    const refused = await t.api.post(`/api/admin/customers/${t.buyer.id}/tradedocuments`, { verify: true }, staff);
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'Enter the licence expiry date to verify the licence.']);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'customer.documents.verify')))).toEqual([]);
    // Recorded with its date, it leaves the list (expiring in years).
    const recorded = await t.api.post(`/api/admin/customers/${t.buyer.id}/tradedocuments`, { licenceExpiry: '2099-06-30', verify: true }, staff);
    expect(recorded.json()).toMatchObject({ status: 1, documents: { licenceVerifiedExpiry: '2099-06-30' } });
    expect((await t.api.get('/api/admin/tradedocuments/expiring', staff)).json().licences).toEqual([expect.objectContaining({ customerId: lapsed.id })]);
  });

  it('lets staff correct the expiry date, audited, and refuses a malformed one with 400', async () => {
    await withLicence(t, '2099-01-01');
    const staff = await staffToken(t.db);
    const bad = await t.api.post(`/api/admin/customers/${t.buyer.id}/tradedocuments`, { licenceExpiry: '2099-02-30' }, staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Enter the licence expiry date as a real date (YYYY-MM-DD).');
    const fixed = await t.api.post(`/api/admin/customers/${t.buyer.id}/tradedocuments`, { licenceExpiry: '2020-03-12', verify: true }, staff);
    expect(fixed.json().documents.orderBlock).toBe(EXPIRED_MESSAGE);
    await t.add(t.cat.kibble.small, 1);
    expect((await t.order()).json()).toEqual({ status: 0, message: EXPIRED_MESSAGE });
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.action, 'customer.documents.verify'));
    expect(trail).toEqual([expect.objectContaining({ target: `customer:${t.buyer.id}` })]);
    const customer = (await t.api.get(`/api/admin/customers/${t.buyer.id}/tradedocuments`, t.buyer.token));
    expect(customer.statusCode).toBe(403);
  });
});

describe.each(DB_KINDS)('ordering when uploads are trusted until review (%s)', (kind) => {
  const t = useShopApp(kind, { catalogue: true, buyer: true, config: { trustLicenceUploads: true } });

  it('lets the customer order as soon as the renewed licence is on file', async () => {
    await withLicence(t, '2020-03-12');
    await t.add(t.cat.kibble.small, 1);
    const [row] = await t.db.select().from(customers).where(eq(customers.id, t.buyer.id));
    // A date typed without the renewed licence is refused and changes nothing: it would be trusted.
    const typedOnly = await t.api.post('/api/customer/edit', { ...profile, email: row.email, licenceExpiry: '2099-03-12' }, t.buyer.token);
    expect([typedOnly.statusCode, typedOnly.json()]).toEqual([400, { status: 0, message: RENEWAL_NEEDS_FILE }]);
    const [unchanged] = await t.db.select().from(customers).where(eq(customers.id, t.buyer.id));
    expect([unchanged.licenceExpiry, unchanged.licenceReviewPending, unchanged.name]).toEqual(['2020-03-12', row.licenceReviewPending, row.name]);
    expect((await t.order()).json()).toEqual({ status: 0, message: EXPIRED_MESSAGE });
    const renewed = await t.api.post('/api/customer/edit', { ...profile, email: row.email, licenceExpiry: '2099-03-12', lisence: RENEWED_LICENCE }, t.buyer.token);
    expect(renewed.json().status).toBe(1);
    expect((await t.order()).json().status).toBe(1);
    const [after] = await t.db.select().from(customers).where(eq(customers.id, t.buyer.id));
    // Still waiting for staff: trust changes what ordering goes by, not the review.
    expect(after.licenceReviewPending).toBe(true);
  });
});
