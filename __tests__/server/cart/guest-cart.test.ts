import { MAX_CART_COUNT, MAX_CART_LINES } from '../../../src/shared/constants';
import { GUEST_CART_MESSAGES } from '../../../src/server/services/cart/guest-lines';
import { DB_KINDS } from '../../support/test-db';
import { useShopApp } from './shop-app';
import { addCustomer } from './shop-fixtures';

describe.each(DB_KINDS)('POST /api/cart/cartlist, the guest cart (%s)', (kind) => {
  const t = useShopApp(kind, { catalogue: true });

  const priceList = (lines: unknown, token?: string) => t.api.post('/api/cart/cartlist', { localcart: JSON.stringify(lines) }, token);

  it('prices the lines at retail prices with the product, gallery and attributes of each article', async () => {
    const res = await priceList([{ aid: t.cat.kibble.small, count: 3 }, { aid: t.cat.harness.red, count: 2 }]);
    expect(res.statusCode).toBe(200);
    const { status, cart } = res.json();
    expect(status).toBe(1);
    expect(cart.count).toBe(2);
    expect(cart.total).toBe(314.5);
    expect(cart.items[0]).toEqual({
      id: t.cat.kibble.productId, aid: t.cat.kibble.small, slug: 'salmon-kibble', name: 'Salmon Kibble',
      images: '/media/salmon-kibble-1.webp,/media/salmon-kibble-2.webp', thumbnail: '/media/salmon-kibble-1.webp',
      price: 45.5, sale_price: null, retail_price: 45.5, count: 3, stock: 20, sku: 'KIB-2', min_order: 1, order_multiple: 1, max_order: null,
      attributes: [{ type: 2, value: null, type_name: 'Size', name: '2 kg' }], attribute_type: 2, attribute_name: '2 kg',
    });
    expect(cart.items[1]).toEqual({
      id: t.cat.harness.productId, aid: t.cat.harness.red, slug: 'reflective-harness', name: 'Reflective Harness',
      images: '/media/reflective-harness-1.webp,/media/reflective-harness-2.webp', thumbnail: '/media/harness-red.webp',
      price: 89, sale_price: null, retail_price: 89, count: 2, stock: 3, sku: 'HAR-RM', min_order: 1, order_multiple: 1, max_order: null,
      attributes: [
        { type: 1, value: '#d32f2f', type_name: 'Colour', name: 'Red' },
        { type: 2, value: null, type_name: 'Size', name: 'M' },
      ],
      attribute_type: 1, attribute_name: 'Red / M',
    });
  });

  it('charges the sale price when there is one and never shows a guest the B2B prices', async () => {
    const res = await priceList([{ aid: t.cat.kibble.large, count: 2 }]);
    const { cart } = res.json();
    expect(cart.items[0]).toMatchObject({ price: 199, sale_price: 179, count: 2 });
    expect(cart.total).toBe(358);
    expect(res.body).not.toMatch(/160|150|b2b/);
  });

  it('prices the list at B2B prices when a customer asks', async () => {
    const buyer = await addCustomer(t.db);
    const { cart } = (await priceList([{ aid: t.cat.kibble.large, count: 2 }, { aid: t.cat.harness.red, count: 1 }], buyer.token)).json();
    expect(cart.items.map((i: { price: number; sale_price: number | null }) => [i.price, i.sale_price])).toEqual([[160, 150], [89, null]]);
    expect(cart.total).toBe(389);
  });

  it('drops unknown articles, inactive products, counts of 0 or less and ids no row can have', async () => {
    const { cart } = (await priceList([
      { aid: 999_999, count: 1 }, { aid: t.cat.retired.aid, count: 1 }, { aid: t.cat.kibble.small, count: 0 },
      { aid: t.cat.kibble.large, count: -4 }, { aid: -1, count: 1 }, { aid: 3_000_000_000, count: 1 }, { aid: t.cat.harness.red, count: 1 },
    ])).json();
    expect(cart.items.map((i: { aid: number }) => i.aid)).toEqual([t.cat.harness.red]);
    expect(cart).toMatchObject({ count: 1, total: 89 });
  });

  it('keeps one line per article: the last count wins and the first position stays', async () => {
    const { cart } = (await priceList([
      { aid: t.cat.kibble.small, count: 2 }, { aid: t.cat.harness.red, count: 1 }, { aid: t.cat.kibble.small, count: 5 },
    ])).json();
    expect(cart.items.map((i: { aid: number; count: number }) => [i.aid, i.count])).toEqual([[t.cat.kibble.small, 5], [t.cat.harness.red, 1]]);
  });

  it('answers an empty list with an empty cart and counts beyond the stock as they are', async () => {
    expect((await priceList([])).json()).toEqual({ status: 1, cart: { items: [], count: 0, total: 0 } });
    const { cart } = (await priceList([{ aid: t.cat.harness.red, count: 40 }])).json();
    expect(cart.items[0]).toMatchObject({ count: 40, stock: 3 });
  });

  it.each([
    ['text that is not JSON', 'not json', GUEST_CART_MESSAGES.notJson],
    ['an object instead of a list', '{"aid":1,"count":1}', GUEST_CART_MESSAGES.notList],
    ['a number entry', '[1]', GUEST_CART_MESSAGES.badEntry(0)],
    ['a null entry', '[{"aid":1,"count":1},null]', GUEST_CART_MESSAGES.badEntry(1)],
    ['a fractional count', '[{"aid":1,"count":1.5}]', GUEST_CART_MESSAGES.badEntry(0)],
    ['an aid given as text', '[{"aid":"1","count":1}]', GUEST_CART_MESSAGES.badEntry(0)],
    ['a missing count', '[{"aid":1}]', GUEST_CART_MESSAGES.badEntry(0)],
    ['a count over the cap', `[{"aid":1,"count":${MAX_CART_COUNT + 1}}]`, GUEST_CART_MESSAGES.tooMany(0)],
    ['too many lines', JSON.stringify(Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({ aid: i + 1, count: 1 }))), GUEST_CART_MESSAGES.tooManyLines],
  ])('answers 400 for %s', async (_case, localcart, message) => {
    const res = await t.api.post('/api/cart/cartlist', { localcart });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message });
  });

  it('answers 400 when localcart is missing, not text, or joined by unknown fields', async () => {
    for (const body of [{}, { localcart: 5 }, { localcart: '[]', extra: 1 }]) {
      const res = await t.api.post('/api/cart/cartlist', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(0);
      expect(res.json().message).toMatch(/localcart|extra/);
    }
  });
});
