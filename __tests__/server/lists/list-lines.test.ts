// Lines of an order list: added from the product page, the cart and an order, priced for the
// buyer with stock and quantity-rule warnings, counts moved to what the rules allow, and the
// list (or chosen lines) put into the cart through the bulk path.
import { eq } from 'drizzle-orm';
import { orderListLines, products, variants } from '../../../src/server/db/schema';
import { ORDER_LIST_LIMITS, ORDER_LIST_MESSAGES } from '../../../src/shared/order-lists';
import { DB_KINDS } from '../../support/test-db';
import { useShopApp } from '../cart/shop-app';
import { addCustomer, addProduct } from '../cart/shop-fixtures';
import { listsApi } from './list-client';

type Line = { aid: number; count: number; price: number; warning: string | null };
const counts = (list: { lines: Line[] }) => list.lines.map((l) => [l.aid, l.count]);

describe.each(DB_KINDS)('order list lines (%s)', (kind) => {
  const t = useShopApp(kind, { catalogue: true, buyer: true });
  const api = listsApi(() => t.shop.app);
  const newList = async (name = 'Weekly') => (await api.create(name, t.buyer.token)).json().id as number;

  it('adds an article, adds to its count when it comes again, and prices lines at B2B prices with warnings', async () => {
    const id = await newList();
    await api.addLines(id, { from: 'article', aid: t.cat.kibble.small, count: 2 }, t.buyer.token);
    await api.addLines(id, { from: 'article', aid: t.cat.harness.red, count: 5 }, t.buyer.token);
    const again = (await api.addLines(id, { from: 'article', aid: t.cat.kibble.small, count: 3 }, t.buyer.token)).json();
    expect(again.results).toEqual([{ sku: 'KIB-2', status: 'added', message: 'Added 3.' }]);
    expect(counts(again.list)).toEqual([[t.cat.kibble.small, 5], [t.cat.harness.red, 5]]);
    const list = (await api.one(id, t.buyer.token)).json().list;
    expect(list.lines.map((l: Line) => [l.price, l.warning])).toEqual([[39, null], [89, 'Only 3 in stock.']]);
    expect(list.total).toBe(5 * 39 + 5 * 89);
    expect((await api.all(t.buyer.token)).json().lists[0].lines).toBe(2);
  });

  it('refuses an unknown or off-sale article and a bad count, changing nothing', async () => {
    const id = await newList();
    for (const body of [
      { from: 'article', aid: t.cat.retired.aid, count: 1 },
      { from: 'article', aid: 999_999, count: 1 },
      { from: 'article', aid: t.cat.kibble.small, count: 0 },
      { from: 'article', aid: t.cat.kibble.small, count: 10_001 },
      { from: 'article', aid: t.cat.kibble.small },
      { from: 'shelf' },
    ]) {
      const res = await api.addLines(id, body, t.buyer.token);
      expect([res.statusCode, res.json().status, typeof res.json().message]).toEqual([400, 0, 'string']);
    }
    expect((await api.addLines(id, { from: 'article', aid: t.cat.retired.aid, count: 1 }, t.buyer.token)).json().message).toBe(ORDER_LIST_MESSAGES.notSold);
    expect(await t.db.select().from(orderListLines)).toHaveLength(0);
  });

  it('moves counts to the nearest whole case and says so, on adding and on changing a count', async () => {
    await t.db.update(variants).set({ orderMultiple: 6 }).where(eq(variants.sku, 'KIB-2'));
    const id = await newList();
    const added = (await api.addLines(id, { from: 'article', aid: t.cat.kibble.small, count: 8 }, t.buyer.token)).json();
    expect(added.results).toEqual([{ sku: 'KIB-2', status: 'adjusted', message: 'Sold in cases of 6: 6 or 12? Saved 6.' }]);
    const changed = (await api.setCount(id, t.cat.kibble.small, 10, t.buyer.token)).json();
    expect(changed.message).toBe('Sold in cases of 6: 6 or 12? Saved 12.');
    expect(counts(changed.list)).toEqual([[t.cat.kibble.small, 12]]);
    const plain = (await api.setCount(id, t.cat.kibble.small, 18, t.buyer.token)).json();
    expect([plain.message, counts(plain.list)]).toEqual([undefined, [[t.cat.kibble.small, 18]]]);
    // A rule tightened later shows as a warning on the saved line.
    await t.db.update(variants).set({ orderMultiple: 12 }).where(eq(variants.sku, 'KIB-2'));
    expect((await api.one(id, t.buyer.token)).json().list.lines[0].warning).toBe('Sold in cases of 12: 12 or 24?');
    expect((await api.setCount(id, t.cat.kibble.small, 0, t.buyer.token)).statusCode).toBe(400);
    expect((await api.setCount(id, t.cat.harness.red, 2, t.buyer.token)).statusCode).toBe(404);
  });

  it('saves the whole cart, and the lines of an earlier order, skipping what is no longer sold', async () => {
    await t.add(t.cat.kibble.small, 4);
    await t.add(t.cat.harness.red, 1);
    const id = await newList();
    const fromCart = (await api.addLines(id, { from: 'cart' }, t.buyer.token)).json();
    expect(fromCart.results.map((r: { sku: string; status: string }) => [r.sku, r.status])).toEqual([['KIB-2', 'added'], ['HAR-RM', 'added']]);
    expect((await t.order()).json().status).toBe(1);
    const orderId = (await t.api.get('/api/order/orderslist', t.buyer.token)).json().orders[0].order_id as number;
    await t.db.update(products).set({ active: false }).where(eq(products.id, t.cat.harness.productId));
    const fromOrder = (await api.addLines(id, { from: 'order', order_id: orderId }, t.buyer.token)).json();
    expect(fromOrder.results).toEqual([
      { sku: 'KIB-2', status: 'added', message: 'Added 4.' },
      { sku: 'HAR-RM', status: 'unavailable', message: ORDER_LIST_MESSAGES.notSold },
    ]);
    expect(counts(fromOrder.list)).toEqual([[t.cat.kibble.small, 8], [t.cat.harness.red, 1]]);
    expect(fromOrder.list.lines[1].warning).toBe(ORDER_LIST_MESSAGES.notSold);
    // The cart is empty after the order; another customer's order is unknown.
    expect((await api.addLines(id, { from: 'cart' }, t.buyer.token)).json()).toEqual({ status: 0, message: ORDER_LIST_MESSAGES.emptyCart });
    const other = await addCustomer(t.db, 'Omar Saleh');
    const otherList = (await api.create('Mine', other.token)).json().id as number;
    const foreign = await api.addLines(otherList, { from: 'order', order_id: orderId }, other.token);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, ORDER_LIST_MESSAGES.unknownOrder]);
  });

  it(`holds at most ${ORDER_LIST_LIMITS.lines} products`, async () => {
    const many = await addProduct(t.db, {
      slug: 'many', name: 'Many', images: [],
      variants: Array.from({ length: ORDER_LIST_LIMITS.lines }, (_, i) => ({ sku: `M-${i}`, stock: 10, priceFils: 100 })),
    });
    const id = await newList();
    await t.db.insert(orderListLines).values(many.aids.map((aid, position) => ({ listId: id, variantId: aid, count: 1, position })));
    const res = await api.addLines(id, { from: 'article', aid: t.cat.kibble.small, count: 1 }, t.buyer.token);
    expect([res.statusCode, res.json().message]).toEqual([400, ORDER_LIST_MESSAGES.fullList]);
    // A line already in the full list can still grow.
    expect((await api.addLines(id, { from: 'article', aid: many.aids[0], count: 1 }, t.buyer.token)).json().results[0].status).toBe('added');
    const all = (await api.toCart(id, {}, t.buyer.token)).json();
    expect(all.results).toHaveLength(ORDER_LIST_LIMITS.lines);
    expect(all.cart.count).toBe(200);
  });

  it('removes a line and puts the whole list or chosen lines into the cart, answering like bulk', async () => {
    const id = await newList();
    await api.addLines(id, { from: 'article', aid: t.cat.kibble.small, count: 2 }, t.buyer.token);
    await api.addLines(id, { from: 'article', aid: t.cat.kibble.large, count: 9 }, t.buyer.token);
    await api.addLines(id, { from: 'article', aid: t.cat.harness.red, count: 1 }, t.buyer.token);
    const chosen = (await api.toCart(id, { aids: [t.cat.harness.red] }, t.buyer.token)).json();
    expect(chosen).toMatchObject({ status: 1, results: [{ sku: 'HAR-RM', status: 'added', message: 'Added 1.' }] });
    expect(chosen.cart.items.map((i: Line) => [i.aid, i.count])).toEqual([[t.cat.harness.red, 1]]);
    const all = (await api.toCart(id, {}, t.buyer.token)).json();
    expect(all.results).toEqual([
      { sku: 'KIB-2', status: 'added', message: 'Added 2.' },
      { sku: 'KIB-10', status: 'unavailable', message: 'Only 5 in stock.' },
      { sku: 'HAR-RM', status: 'added', message: 'Added 1.' },
    ]);
    expect(all.cart.items.map((i: Line) => [i.aid, i.count])).toEqual([[t.cat.harness.red, 2], [t.cat.kibble.small, 2]]);
    const removed = (await api.removeLine(id, t.cat.kibble.large, t.buyer.token)).json();
    expect(counts(removed.list)).toEqual([[t.cat.kibble.small, 2], [t.cat.harness.red, 1]]);
    expect((await api.removeLine(id, t.cat.kibble.large, t.buyer.token)).statusCode).toBe(404);
    for (const body of [{ aids: [] }, { aids: [t.cat.kibble.large] }, { aids: ['x'] }]) {
      expect((await api.toCart(id, body, t.buyer.token)).statusCode).toBe(400);
    }
    expect((await t.api.get('/api/cart/cartlist', t.buyer.token)).json().cart.items).toHaveLength(2);
  });
});
