// POST /api/cart/bulk: many lines by SKU into the saved cart, each applied whole or not at
// all, answered line by line in the order sent.
import { eq } from 'drizzle-orm';
import { cartLines, variants } from '../../../src/server/db/schema';
import { MAX_BULK_LINES, MAX_CART_LINES } from '../../../src/shared/constants';
import { DB_KINDS } from '../../support/test-db';
import { useShopApp } from './shop-app';
import { addCustomer, addProduct } from './shop-fixtures';

type Line = { aid: number; count: number };
const lines = (cart: { items: Line[] }) => cart.items.map((i) => [i.aid, i.count]);

describe.each(DB_KINDS)('POST /api/cart/bulk (%s)', (kind) => {
  const t = useShopApp(kind, { catalogue: true, buyer: true });
  const bulk = (body: unknown, token: string | null = t.buyer.token) => t.api.post('/api/cart/bulk', body, token ?? undefined);

  it('adds valid lines and answers every line in order: unknown, off sale, out of stock, over stock, bad count', async () => {
    await t.db.update(variants).set({ stock: 0 }).where(eq(variants.sku, 'KIB-10'));
    const res = await bulk({ lines: [
      { sku: 'KIB-2', count: 4 }, { sku: 'NOPE-1', count: 1 }, { sku: 'OLD-1', count: 1 }, { sku: 'KIB-10', count: 1 },
      { sku: 'HAR-RM', count: 9 }, { sku: 'har-rm', count: 0 },
    ] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results).toEqual([
      { sku: 'KIB-2', status: 'added', message: 'Added 4.' },
      { sku: 'NOPE-1', status: 'unknown', message: 'No product has this SKU.' },
      { sku: 'OLD-1', status: 'unavailable', message: 'This product is not sold any more.' },
      { sku: 'KIB-10', status: 'unavailable', message: 'Out of stock.' },
      { sku: 'HAR-RM', status: 'unavailable', message: 'Only 3 in stock.' },
      { sku: 'har-rm', status: 'refused', message: 'The quantity must be at least 1.' },
    ]);
    expect(lines(body.cart)).toEqual([[t.cat.kibble.small, 4]]);
    expect(lines((await t.api.get('/api/cart/cartlist', t.buyer.token)).json().cart)).toEqual([[t.cat.kibble.small, 4]]);
  });

  it('sums the lines of one SKU and adds them to what the cart holds', async () => {
    await t.add(t.cat.kibble.small, 2);
    const body = (await bulk({ lines: [{ sku: 'KIB-2', count: 3 }, { sku: 'HAR-RM', count: 1 }, { sku: ' KIB-2 ', count: 5 }] })).json();
    expect(body.results.map((r: { status: string; message: string }) => [r.status, r.message]))
      .toEqual([['added', 'Added 8.'], ['added', 'Added 1.'], ['added', 'Added 8.']]);
    expect(lines(body.cart)).toEqual([[t.cat.kibble.small, 10], [t.cat.harness.red, 1]]);
  });

  it('finds a SKU saved in mixed case whatever the case typed, and the exact one where two differ only in case', async () => {
    await t.db.update(variants).set({ sku: 'Kib-Mix-2' }).where(eq(variants.sku, 'KIB-2'));
    const typed = (await bulk({ lines: [{ sku: 'KIB-MIX-2', count: 1 }, { sku: 'kib-mix-2', count: 1 }] })).json();
    expect(typed.results.map((r: { message: string }) => r.message)).toEqual(['Added 2.', 'Added 2.']);
    expect(lines(typed.cart)).toEqual([[t.cat.kibble.small, 2]]);
    await t.db.update(variants).set({ sku: 'KIB-MIX-2' }).where(eq(variants.sku, 'HAR-RM'));
    const exact = (await bulk({ lines: [{ sku: 'KIB-MIX-2', count: 1 }, { sku: 'Kib-Mix-2', count: 1 }, { sku: 'kib-mix-2', count: 1 }] })).json();
    expect(exact.results.map((r: { status: string }) => r.status)).toEqual(['added', 'added', 'unknown']);
    expect(lines(exact.cart)).toEqual([[t.cat.kibble.small, 3], [t.cat.harness.red, 1]]);
  });

  it('sums one article however its SKU is written: once into the cart, checked against the stock together, a line under one apart', async () => {
    const fresh = (await bulk({ lines: [{ sku: 'kib-2', count: 2 }, { sku: 'KIB-2', count: 3 }] })).json();
    expect(fresh.results.map((r: { message: string }) => r.message)).toEqual(['Added 5.', 'Added 5.']);
    expect(lines(fresh.cart)).toEqual([[t.cat.kibble.small, 5]]);
    // A line of less than one is refused alone and takes nothing off the others.
    const again = (await bulk({ lines: [{ sku: 'KIB-2', count: 1 }, { sku: 'kib-2', count: -3 }, { sku: 'Kib-2', count: 4 }] })).json();
    expect(again.results.map((r: { message: string }) => r.message)).toEqual(['Added 5.', 'The quantity must be at least 1.', 'Added 5.']);
    expect(lines(again.cart)).toEqual([[t.cat.kibble.small, 10]]);
    // HAR-RM has 3 in stock: 2 and 2 written two ways are 4 of it.
    const over = (await bulk({ lines: [{ sku: 'har-rm', count: 2 }, { sku: 'HAR-RM', count: 2 }] })).json();
    expect(over.results.map((r: { status: string }) => r.status)).toEqual(['unavailable', 'unavailable']);
    expect(lines(over.cart)).toEqual([[t.cat.kibble.small, 10]]);
  });

  it('moves a count off the case pack to the nearest whole case and says so; over the stock it adds nothing', async () => {
    await t.db.update(variants).set({ orderMultiple: 6 }).where(eq(variants.sku, 'KIB-2'));
    await t.db.update(variants).set({ minOrder: 2 }).where(eq(variants.sku, 'HAR-RM'));
    const body = (await bulk({ lines: [{ sku: 'KIB-2', count: 8 }, { sku: 'HAR-RM', count: 1 }] })).json();
    expect(body.results).toEqual([
      { sku: 'KIB-2', status: 'adjusted', message: 'Sold in cases of 6: 6 or 12? Added 6.' },
      { sku: 'HAR-RM', status: 'adjusted', message: 'Minimum order is 2: 2? Added 2.' },
    ]);
    expect(lines(body.cart)).toEqual([[t.cat.kibble.small, 6], [t.cat.harness.red, 2]]);
    // 6 in the cart, 15 more asked: 21 rounds to 24, more than the 20 in stock.
    const over = (await bulk({ lines: [{ sku: 'KIB-2', count: 15 }] })).json();
    expect(over.results).toEqual([{ sku: 'KIB-2', status: 'unavailable', message: 'Only 20 in stock, 6 already in your cart.' }]);
    expect(lines(over.cart)).toEqual([[t.cat.kibble.small, 6], [t.cat.harness.red, 2]]);
  });

  it('checks without writing when asked to', async () => {
    const body = (await bulk({ lines: [{ sku: 'KIB-2', count: 1 }, { sku: 'X', count: 1 }], check: true })).json();
    expect(body.results.map((r: { status: string }) => r.status)).toEqual(['added', 'unknown']);
    expect(body.cart.items).toEqual([]);
    expect(await t.db.select().from(cartLines)).toHaveLength(0);
  });

  it(`takes ${MAX_BULK_LINES} lines in one call, refusing the lines past the cart's ${MAX_CART_LINES} products, and refuses a longer call whole`, async () => {
    const many = await addProduct(t.db, {
      slug: 'many', name: 'Many', images: [],
      variants: Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({ sku: `M-${i}`, stock: 100, priceFils: 100 })),
    });
    expect(many.aids).toHaveLength(MAX_CART_LINES + 1);
    const sent = Array.from({ length: MAX_BULK_LINES }, (_, i) => ({ sku: `M-${i % (MAX_CART_LINES + 1)}`, count: 1 }));
    const body = (await bulk({ lines: sent })).json();
    expect(body.results).toHaveLength(MAX_BULK_LINES);
    expect(body.cart.count).toBe(MAX_CART_LINES);
    expect(body.results[MAX_CART_LINES]).toEqual({ sku: `M-${MAX_CART_LINES}`, status: 'refused', message: `Your cart can hold at most ${MAX_CART_LINES} different products.` });
    // M-0 appears three times in the 500 lines: summed to 3.
    expect(body.results[0]).toEqual({ sku: 'M-0', status: 'added', message: 'Added 3.' });
    expect(body.cart.items[0].count).toBe(3);

    const tooLong = await bulk({ lines: [...sent, { sku: 'KIB-2', count: 1 }] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ status: 0, message: `At most ${MAX_BULK_LINES} lines can be added at once.` });
    expect(await t.db.select().from(cartLines)).toHaveLength(MAX_CART_LINES);
  });

  it('is for customers only and refuses malformed bodies', async () => {
    expect((await bulk({ lines: [{ sku: 'KIB-2', count: 1 }] }, null)).statusCode).toBe(401);
    expect((await bulk({ lines: [{ sku: 'KIB-2', count: 1.5 }] })).statusCode).toBe(400);
    expect((await bulk({ lines: [] })).json()).toEqual({ status: 0, message: 'Send at least one line.' });
    expect(await t.db.select().from(cartLines)).toHaveLength(0);
  });
});

describe.each(DB_KINDS)('POST /api/cart/clear (%s)', (kind) => {
  const t = useShopApp(kind, { catalogue: true, buyer: true });

  it("empties the customer's cart in one step, and no one else's", async () => {
    await t.add(t.cat.kibble.small, 2);
    await t.add(t.cat.harness.red, 1);
    const other = await addCustomer(t.db, 'Omar Saleh');
    await t.add(t.cat.kibble.large, 1, other.token);
    const res = await t.api.post('/api/cart/clear', {}, t.buyer.token);
    expect(res.json()).toEqual({ status: 1, cart: { items: [], count: 0, total: 0, version: expect.any(Number) } });
    expect((await t.db.select().from(cartLines)).map((l) => l.variantId)).toEqual([t.cat.kibble.large]);
    expect((await t.api.post('/api/cart/clear', { all: true }, t.buyer.token)).statusCode).toBe(400);
    expect((await t.api.post('/api/cart/clear', {})).statusCode).toBe(401);
  });
});
