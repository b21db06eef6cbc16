// Quantity rules on every cart write and on the order: addtocart, the guest cart's pricing,
// the merge at login, Register Invoice, and the product answers that show them.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { variants } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { DELIVERY, useShopApp } from '../cart/shop-app';

type Line = { aid: number; count: number };
const lines = (cart: { items: Line[] }) => cart.items.map((i) => [i.aid, i.count]);

async function setRule(db: Db, aid: number, minOrder: number, orderMultiple: number, maxOrder: number | null) {
  await db.update(variants).set({ minOrder, orderMultiple, maxOrder }).where(eq(variants.id, aid));
}

describe.each(DB_KINDS)('quantity rules (%s)', (kind) => {
  const t = useShopApp(kind, { catalogue: true, buyer: true });

  it('addtocart refuses a count off the case pack, naming it, and changes nothing', async () => {
    await setRule(t.db, t.cat.kibble.small, 1, 12, null);
    await t.add(t.cat.kibble.small, 12);
    const res = await t.add(t.cat.kibble.small, 30);
    expect(res.json()).toEqual({ status: 0, message: 'Sold in cases of 12: 24 or 36?' });
    const cart = (await t.api.get('/api/cart/cartlist', t.buyer.token)).json().cart;
    expect(lines(cart)).toEqual([[t.cat.kibble.small, 12]]);
    expect(cart.items[0]).toMatchObject({ sku: 'KIB-2', min_order: 1, order_multiple: 12, max_order: null });
    expect((await t.add(t.cat.kibble.small, 36)).json().status).toBe(1);
  });

  it('addtocart refuses counts under the minimum and over the maximum; removing is always allowed', async () => {
    await setRule(t.db, t.cat.harness.red, 5, 1, 20);
    expect((await t.add(t.cat.harness.red, 2)).json()).toEqual({ status: 0, message: 'Minimum order is 5: 5?' });
    expect((await t.add(t.cat.harness.red, 21)).json()).toEqual({ status: 0, message: 'At most 20 per order: 20?' });
    expect((await t.add(t.cat.harness.red, 5)).json().status).toBe(1);
    expect(lines((await t.add(t.cat.harness.red, 0)).json().cart)).toEqual([]);
  });

  it("prices a guest's cart at the nearest count the rule allows", async () => {
    await setRule(t.db, t.cat.kibble.small, 1, 12, null);
    await setRule(t.db, t.cat.harness.red, 1, 1, 2);
    const localcart = JSON.stringify([{ aid: t.cat.kibble.small, count: 30 }, { aid: t.cat.harness.red, count: 7 }, { aid: t.cat.kibble.large, count: 3 }]);
    const { cart } = (await t.api.post('/api/cart/cartlist', { localcart })).json();
    expect(lines(cart)).toEqual([[t.cat.kibble.small, 36], [t.cat.harness.red, 2], [t.cat.kibble.large, 3]]);
    // Retail: 36 x 45.50 + 2 x 89.00 + 3 x 179.00
    expect(cart.total).toBe(2353);
  });

  it('merges a guest cart at login to a count the rule allows', async () => {
    await setRule(t.db, t.cat.kibble.small, 24, 12, null);
    await t.add(t.cat.kibble.small, 24);
    const res = await t.api.post('/api/customer/updatecart', { cart: [{ aid: t.cat.kibble.small, count: 30 }, { aid: t.cat.kibble.large, count: 2 }] }, t.buyer.token);
    expect(lines(res.json().cart)).toEqual([[t.cat.kibble.small, 36], [t.cat.kibble.large, 2]]);
  });

  it('refuses an order whose line no longer meets a rule changed after it was added, and takes no stock', async () => {
    await t.add(t.cat.kibble.small, 10);
    await setRule(t.db, t.cat.kibble.small, 1, 6, null);
    const res = await t.order(DELIVERY);
    expect(res.json()).toEqual({ status: 0, message: 'Salmon Kibble (2 kg): Sold in cases of 6: 6 or 12?' });
    const [row] = await t.db.select({ stock: variants.stock }).from(variants).where(eq(variants.id, t.cat.kibble.small));
    expect(row.stock).toBe(20);
    await t.add(t.cat.kibble.small, 12);
    expect((await t.order(DELIVERY)).json().status).toBe(1);
  });

  it('shows the rule of each article in the product answer', async () => {
    await setRule(t.db, t.cat.kibble.large, 2, 2, 10);
    const { products } = (await t.api.get('/api/product/productlist?slug=salmon-kibble')).json();
    expect(products[0].product_attributes.map((v: { sku: string; min_order: number; order_multiple: number; max_order: number | null }) =>
      [v.sku, v.min_order, v.order_multiple, v.max_order])).toEqual([['KIB-2', 1, 1, null], ['KIB-10', 2, 2, 10]]);
  });
});
