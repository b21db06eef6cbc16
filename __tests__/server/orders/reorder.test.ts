// Order again: an earlier order's lines go into the cart at today's prices, stock and rules,
// and each line says what changed; other customers' orders answer like unknown ones.
import { eq } from 'drizzle-orm';
import { cartLines, variants } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { DELIVERY, useShopApp } from '../cart/shop-app';
import { addCustomer } from '../cart/shop-fixtures';

describe.each(DB_KINDS)('POST /api/order/{order_id}/reorder (%s)', (kind) => {
  const t = useShopApp(kind, { catalogue: true, buyer: true });

  async function placed(): Promise<number> {
    await t.add(t.cat.kibble.small, 4);
    await t.add(t.cat.kibble.large, 1);
    await t.add(t.cat.harness.red, 2);
    const res = await t.order(DELIVERY);
    return res.json().order.order_id;
  }

  it("puts the order's lines into the cart at today's prices, stock and rules, saying what changed", async () => {
    const orderId = await placed();
    await t.db.update(variants).set({ b2bPriceFils: 4100 }).where(eq(variants.id, t.cat.kibble.small));
    await t.db.update(variants).set({ orderMultiple: 3 }).where(eq(variants.id, t.cat.kibble.large));
    await t.db.update(variants).set({ stock: 0 }).where(eq(variants.id, t.cat.harness.red));
    const res = await t.api.post(`/api/order/${orderId}/reorder`, {}, t.buyer.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results).toEqual([
      { sku: 'KIB-2', status: 'added', message: 'Added 4. Price now AED 41.00 (was AED 39.00).' },
      { sku: 'KIB-10', status: 'adjusted', message: 'Sold in cases of 3: 3? Added 3.' },
      { sku: 'HAR-RM', status: 'unavailable', message: 'Out of stock.' },
    ]);
    expect(body.cart.items.map((i: { aid: number; count: number }) => [i.aid, i.count])).toEqual([[t.cat.kibble.small, 4], [t.cat.kibble.large, 3]]);
  });

  it("refuses another customer's order and unknown ids alike, changing no cart", async () => {
    const orderId = await placed();
    const other = await addCustomer(t.db, 'Omar Saleh');
    const foreign = await t.api.post(`/api/order/${orderId}/reorder`, {}, other.token);
    const unknown = await t.api.post('/api/order/99999999/reorder', {}, other.token);
    expect([foreign.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(foreign.json()).toEqual(unknown.json());
    expect(await t.db.select().from(cartLines)).toHaveLength(0);
    expect((await t.api.post('/api/order/3000000000/reorder', {}, other.token)).statusCode).toBe(404);
  });
});
