import { WISHLIST_MESSAGES } from '../../../src/server/services/catalog-wishlist';
import { DB_KINDS } from '../../support/test-db';
import { useWishlistApp } from './listing-app';

describe.each(DB_KINDS)('POST /api/product/wishlist refuses bad input on %s', (kind) => {
  const t = useWishlistApp(kind);
  const { post, wish, saved } = t;

  const tooMany = JSON.stringify(Array.from({ length: 501 }, (_, i) => i + 1));
  const BAD: Array<[string, unknown, string]> = [
    ['text that is not JSON', 'salmon', WISHLIST_MESSAGES.notAList],
    ['an empty text', '', WISHLIST_MESSAGES.notAList],
    ['an object', '{"ids":[1]}', WISHLIST_MESSAGES.notAList],
    ['a number', '12', WISHLIST_MESSAGES.notAList],
    ['null', 'null', WISHLIST_MESSAGES.notAList],
    ['an id given as text', '[1, "2"]', WISHLIST_MESSAGES.badId(2)],
    ['a fraction', '[1.5]', WISHLIST_MESSAGES.badId(1)],
    ['zero', '[3, 0]', WISHLIST_MESSAGES.badId(2)],
    ['a negative id', '[-4]', WISHLIST_MESSAGES.badId(1)],
    ['an id past the integer range', '[2147483648]', WISHLIST_MESSAGES.badId(1)],
    ['a nested list', '[[1]]', WISHLIST_MESSAGES.badId(1)],
    ['501 distinct ids', tooMany, WISHLIST_MESSAGES.tooMany],
    ['a list that is not text', [1, 2], 'The field "localwish" must be text.'],
    ['a text past 20,000 characters', `[${' '.repeat(20_000)}1]`, 'The field "localwish" must be at most 20000 characters long.'],
  ];

  it.each(BAD)('answers 400 to %s and keeps the saved wishlist', async (_label, localwish, message) => {
    await post(wish('salmon-kibble'), { token: t.buyer.token });
    const res = await post(localwish, { token: t.buyer.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message });
    expect(await saved(t.buyer.id)).toEqual([t.ids['salmon-kibble']]);
  });

  it('answers 400 to a missing field, an unknown field, a bad page or an unknown query parameter', async () => {
    await post(wish('salmon-kibble'), { token: t.buyer.token });
    const cases: Array<[Promise<{ statusCode: number; json(): unknown }>, string]> = [
      [t.shop.app.inject({ method: 'POST', url: '/api/product/wishlist', payload: {}, headers: { authorization: `Bearer ${t.buyer.token}` } }), 'The field "localwish" is required.'],
      [post('[1]', { token: t.buyer.token, extra: { wish: [1] } }), 'The field "wish" is not allowed.'],
      [post('[1]', { token: t.buyer.token, query: '?p=0' }), 'The query parameter "p" must be at least 1.'],
      [post('[1]', { token: t.buyer.token, query: '?p=two' }), 'The query parameter "p" must be a whole number.'],
      [post('[1]', { token: t.buyer.token, query: '?page=2' }), 'The query parameter "page" is not allowed.'],
    ];
    for (const [request, message] of cases) {
      const res = await request;
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 0, message });
    }
    expect(await saved(t.buyer.id)).toEqual([t.ids['salmon-kibble']]);
  });

  it('accepts exactly 500 ids, duplicates not counted', async () => {
    const list = [...Array.from({ length: 500 }, (_, i) => i + 1), 1, 2, 3];
    const res = await post(JSON.stringify(list), { token: t.buyer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(32);
    expect(await saved(t.buyer.id)).toHaveLength(33);
  });
});
