// Many customers ordering the last items at once, on a real PostgreSQL server with a pool
// large enough to run their transactions side by side (PGlite has one connection). Every buyer
// gets a connection of their own and waits for the stock row's lock as long as it takes: the
// rule under test is who gets the stock, not the 2-second limits that answer 503 on a busy
// machine (those have their own tests in hardening/).
import { ORDER_MESSAGES } from '../../../src/server/services/orders/place-order';
import { useShopApp } from '../cart/shop-app';
import type { TestCustomer } from '../cart/shop-fixtures';
import { article, buyersWithCarts, cartLineCount, orderLineRows, orderRows, stockOf } from './order-fixtures';

const delivery = { address: 'Al Quoz Industrial 3, Dubai', postalCode: '12345', note: null };

describe('placing orders concurrently (postgres)', () => {
  const t = useShopApp('postgres', { config: { dbPoolMax: 60, dbStatementTimeoutMs: 30_000 } });
  const order = (who: TestCustomer, headers: Record<string, string> = {}) => t.api.post('/api/order/add', delivery, who.token, headers);

  it('accepts exactly as many of 50 simultaneous orders as there is stock for, and never oversells', async () => {
    const aid = await article(t.db, 'LAST-10', 10);
    const buyers = await buyersWithCarts(t.db, 50, () => [{ aid, count: 1 }]);
    const replies = await Promise.all(buyers.map((b) => order(b)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const bodies = replies.map((r) => r.json());
    const accepted = bodies.filter((b) => b.status === 1);
    expect(accepted).toHaveLength(10);
    for (const refused of bodies.filter((b) => b.status !== 1)) {
      expect(refused).toEqual({ status: 0, message: ORDER_MESSAGES.outOfStock('Article LAST-10 (One)') });
    }
    expect(await stockOf(t.db, aid)).toBe(0);
    const placed = await orderRows(t.db);
    expect(placed).toHaveLength(10);
    expect(new Set(placed.map((o) => o.customerId)).size).toBe(10);
    const lines = await orderLineRows(t.db);
    expect(lines.map((l) => [l.variantId, l.count])).toEqual(Array(10).fill([aid, 1]));
    expect(new Set(lines.map((l) => l.orderId))).toEqual(new Set(placed.map((o) => o.id)));
    // Winners' carts were emptied; the 40 refused carts are untouched.
    expect(await cartLineCount(t.db)).toBe(40);
  });

  it('takes exactly the stock the accepted orders took when counts differ', async () => {
    const aid = await article(t.db, 'BULK', 10);
    const buyers = await buyersWithCarts(t.db, 20, (i) => [{ aid, count: (i % 3) + 2 }]);
    const bodies = (await Promise.all(buyers.map((b) => order(b)))).map((r) => r.json());
    const taken = bodies.filter((b) => b.status === 1).reduce((sum, b) => sum + b.order.details[0].count, 0);
    const left = await stockOf(t.db, aid);
    expect(taken).toBeGreaterThan(0);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(taken + left).toBe(10);
    expect((await orderLineRows(t.db)).reduce((sum, l) => sum + l.count, 0)).toBe(taken);
    // Every refusal was for a count above what was left then, so none could have fitted at the end.
    const refused = bodies.filter((b) => b.status === 0);
    expect(refused.length).toBe(20 - bodies.filter((b) => b.status === 1).length);
    for (const b of refused) expect(b.message).toMatch(/Article BULK \(One\)/);
  });

  it('does not deadlock when carts hold the same articles in opposite orders', async () => {
    const a = await article(t.db, 'PAIR-A', 5);
    const b = await article(t.db, 'PAIR-B', 5);
    const buyers = await buyersWithCarts(t.db, 20, (i) => (i % 2 === 0
      ? [{ aid: a, count: 1 }, { aid: b, count: 1 }]
      : [{ aid: b, count: 1 }, { aid: a, count: 1 }]));
    const replies = await Promise.all(buyers.map((x) => order(x)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(replies.filter((r) => r.json().status === 1)).toHaveLength(5);
    expect([await stockOf(t.db, a), await stockOf(t.db, b)]).toEqual([0, 0]);
    expect(await orderLineRows(t.db)).toHaveLength(10);
  });

  it('gives one order to simultaneous submits with the same Idempotency-Key, and to a burst of clicks without one', async () => {
    const aid = await article(t.db, 'KEYED', 10);
    const [keyed, clicker] = await buyersWithCarts(t.db, 2, () => [{ aid, count: 2 }]);
    const sameKey = await Promise.all(Array.from({ length: 8 }, () => order(keyed, { 'idempotency-key': 'rush-1' })));
    const clicks = await Promise.all(Array.from({ length: 8 }, () => order(clicker)));
    for (const burst of [sameKey, clicks]) {
      const ids = burst.map((r) => r.json().order?.order_id);
      expect(ids.every((id) => id !== undefined && id === ids[0])).toBe(true);
    }
    expect(await orderRows(t.db)).toHaveLength(2);
    expect(await stockOf(t.db, aid)).toBe(6);
  });
});
