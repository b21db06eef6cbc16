// /api/lists: a customer's named order lists, created, renamed and deleted, with names unique
// per customer whatever their case and limits the server keeps.
import { eq } from 'drizzle-orm';
import { orderLists } from '../../../src/server/db/schema';
import { ORDER_LIST_LIMITS, ORDER_LIST_MESSAGES } from '../../../src/shared/order-lists';
import { DB_KINDS } from '../../support/test-db';
import { useShopApp } from '../cart/shop-app';
import { addCustomer } from '../cart/shop-fixtures';
import { listsApi } from './list-client';

const names = (body: { lists: { name: string }[] }) => body.lists.map((l) => l.name);

describe.each(DB_KINDS)('order lists (%s)', (kind) => {
  const t = useShopApp(kind, { catalogue: true, buyer: true });
  const api = listsApi(() => t.shop.app);

  it('creates lists, answers them by name, renames and deletes one', async () => {
    const weekly = await api.create('  Weekly dry food ', t.buyer.token);
    expect(weekly.statusCode).toBe(200);
    expect(names(weekly.json())).toEqual(['Weekly dry food']);
    const id = weekly.json().id as number;
    await api.create('cat litter', t.buyer.token);
    expect(names((await api.all(t.buyer.token)).json())).toEqual(['cat litter', 'Weekly dry food']);
    expect((await api.all(t.buyer.token)).json().lists[1]).toMatchObject({ id, lines: 0 });

    expect(names((await api.rename(id, 'Monthly dry food', t.buyer.token)).json())).toEqual(['cat litter', 'Monthly dry food']);
    expect(names((await api.remove(id, t.buyer.token)).json())).toEqual(['cat litter']);
    expect(await t.db.select().from(orderLists).where(eq(orderLists.id, id))).toHaveLength(0);
  });

  it('refuses a blank, a too long or a taken name (in any case) and changes nothing', async () => {
    const id = (await api.create('Weekly', t.buyer.token)).json().id as number;
    const other = (await api.create('Other', t.buyer.token)).json().id as number;
    for (const [name, message] of [
      ['   ', ORDER_LIST_MESSAGES.nameBlank],
      ['x'.repeat(ORDER_LIST_LIMITS.nameLength + 1), ORDER_LIST_MESSAGES.nameTooLong],
      ['WEEKLY', ORDER_LIST_MESSAGES.nameTaken],
    ]) {
      const res = await api.create(name, t.buyer.token);
      expect([res.statusCode, res.json()]).toEqual([400, { status: 0, message }]);
    }
    const rename = await api.rename(other, ' weekly', t.buyer.token);
    expect([rename.statusCode, rename.json()]).toEqual([400, { status: 0, message: ORDER_LIST_MESSAGES.nameTaken }]);
    expect((await api.create(42, t.buyer.token)).statusCode).toBe(400);
    // Renaming a list to its own name in another case is no clash.
    expect(names((await api.rename(id, 'WEEKLY', t.buyer.token)).json())).toEqual(['Other', 'WEEKLY']);
    expect(await t.db.select().from(orderLists)).toHaveLength(2);
  });

  it(`keeps at most ${ORDER_LIST_LIMITS.lists} lists a customer`, async () => {
    await t.db.insert(orderLists).values(Array.from({ length: ORDER_LIST_LIMITS.lists }, (_, i) => ({ customerId: t.buyer.id, name: `List ${i}` })));
    const res = await api.create('One more', t.buyer.token);
    expect([res.statusCode, res.json()]).toEqual([400, { status: 0, message: ORDER_LIST_MESSAGES.tooManyLists }]);
    // Another customer has lists of their own, the same names too.
    const other = await addCustomer(t.db, 'Omar Saleh');
    expect(names((await api.create('List 0', other.token)).json())).toEqual(['List 0']);
  });

  it("answers another customer's list as unknown and leaves it alone", async () => {
    const id = (await api.create('Weekly', t.buyer.token)).json().id as number;
    await api.addLines(id, { from: 'article', aid: t.cat.kibble.small, count: 2 }, t.buyer.token);
    const other = await addCustomer(t.db, 'Omar Saleh');
    const tries = [
      api.one(id, other.token), api.rename(id, 'Mine', other.token), api.remove(id, other.token),
      api.addLines(id, { from: 'article', aid: t.cat.kibble.small, count: 2 }, other.token),
      api.setCount(id, t.cat.kibble.small, 9, other.token), api.removeLine(id, t.cat.kibble.small, other.token),
      api.toCart(id, {}, other.token), api.one(99_999_999_999, t.buyer.token),
    ];
    for (const res of await Promise.all(tries)) expect([res.statusCode, res.json().status]).toEqual([404, 0]);
    expect((await api.all(other.token)).json().lists).toEqual([]);
    const mine = (await api.one(id, t.buyer.token)).json().list;
    expect([mine.name, mine.lines.map((l: { count: number }) => l.count)]).toEqual(['Weekly', [2]]);
    expect((await t.api.get('/api/cart/cartlist', other.token)).json().cart.items).toEqual([]);
  });

  it('is for logged-in customers only', async () => {
    const res = await t.shop.app.inject({ method: 'GET', url: '/api/lists' });
    expect(res.statusCode).toBe(401);
  });
});
