// Two customers see different prices for the same article everywhere the API prices it, and a
// price change afterwards leaves placed orders as they were.
import { eq } from 'drizzle-orm';
import { customerGroups, customerPriceTerms, orderLines, priceListRules, priceLists, variants, volumeTiers } from '../../../src/server/db/schema';
import { refreshAllSearchDocuments } from '../../../src/server/db/search-document';
import type { Product } from '../../../src/shared/api-types';
import { DB_KINDS } from '../../support/test-db';
import { useShopApp } from '../cart/shop-app';
import { addCustomer } from '../cart/shop-fixtures';

describe.each(DB_KINDS)('prices per customer (%s)', (kind) => {
  const t = useShopApp(kind, { catalogue: true, buyer: true });
  let chain: { id: number; token: string };
  let ruleId: number;

  beforeEach(async () => {
    await t.db.update(variants).set({ stock: 100 }).where(eq(variants.id, t.cat.kibble.small));
    // Kibble 2 kg: B2B 39.00, and for every approved customer 37.00 from 12 bags.
    await t.db.insert(volumeTiers).values([
      { variantId: t.cat.kibble.small, fromQuantity: 1, priceFils: 3900 },
      { variantId: t.cat.kibble.small, fromQuantity: 12, priceFils: 3700 },
    ]);
    // "Chain stores": 35.00 for the kibble, 33.00 from 10 bags; 10 % off anything of the product.
    const [list] = await t.db.insert(priceLists).values({ name: 'Chain stores contract' }).returning();
    const [rule] = await t.db.insert(priceListRules).values({ priceListId: list.id, targetKind: 'article', targetId: t.cat.kibble.small, priceFils: 3500 }).returning();
    ruleId = rule.id;
    await t.db.insert(priceListRules).values({ priceListId: list.id, targetKind: 'product', targetId: t.cat.kibble.productId, percentOffBp: 1000 });
    await t.db.insert(volumeTiers).values({ ruleId: rule.id, fromQuantity: 10, priceFils: 3300 });
    const [group] = await t.db.insert(customerGroups).values({ name: 'Chain stores', priceListId: list.id }).returning();
    chain = await addCustomer(t.db, 'Omar Chain');
    await t.db.insert(customerPriceTerms).values({ customerId: chain.id, groupId: group.id });
  });

  const kibbleOf = async (token?: string) => {
    const res = await t.api.get('/api/product/productlist?slug=salmon-kibble', token);
    expect(res.statusCode).toBe(200);
    return (res.json().products[0] as Product).product_attributes;
  };

  it('lists each customer\'s own prices and tiers, and none to guests', async () => {
    const [small, large] = await kibbleOf(chain.token);
    expect(small).toMatchObject({ b2b_price: 39, b2b_sale_price: 35, tiers: [{ from: 10, price: 33 }] });
    // The product rule: 10 % off the normal B2B price of 150.00.
    expect(large).toMatchObject({ b2b_price: 160, b2b_sale_price: 135, tiers: [] });
    const [plainSmall, plainLarge] = await kibbleOf(t.buyer.token);
    expect(plainSmall).toMatchObject({ b2b_price: 39, b2b_sale_price: null, tiers: [{ from: 1, price: 39 }, { from: 12, price: 37 }] });
    expect(plainLarge).toMatchObject({ b2b_price: 160, b2b_sale_price: 150, tiers: [] });
    const [guestSmall] = await kibbleOf();
    expect(guestSmall).toMatchObject({ b2b_price: null, b2b_sale_price: null });
    expect(guestSmall).not.toHaveProperty('tiers');
    // The listing pages answer the same prices as the product page (and are cached per list).
    for (const [token, price] of [[chain.token, 35], [t.buyer.token, null], [chain.token, 35]] as const) {
      const listed = (await t.api.get('/api/product/productlist', token)).json().products as Product[];
      const kibble = listed.find((p) => p.slug === 'salmon-kibble');
      expect(kibble?.product_attributes[0].b2b_sale_price).toBe(price);
    }
  });

  it('prices suggestions and the wishlist for the customer', async () => {
    await refreshAllSearchDocuments(t.db);
    const suggested = (await t.api.get('/api/product/suggest?term=salmon', chain.token)).json().products;
    expect(suggested[0]).toMatchObject({ slug: 'salmon-kibble', b2b_price: 39, b2b_sale_price: 35 });
    const wish = await t.api.post('/api/product/wishlist', { localwish: JSON.stringify([t.cat.kibble.productId]) }, chain.token);
    expect(wish.json().products[0].product_attributes[0]).toMatchObject({ b2b_sale_price: 35 });
  });

  it('charges each customer their own price in the cart and shows the tier reached and the next one', async () => {
    const chainCart = (await t.add(t.cat.kibble.small, 10, chain.token)).json().cart;
    expect(chainCart.items[0]).toMatchObject({ price: 39, sale_price: 33, tier: { from: 10, price: 33 }, next_tier: null });
    expect(chainCart.total).toBe(330);
    const plainCart = (await t.add(t.cat.kibble.small, 10)).json().cart;
    expect(plainCart.items[0]).toMatchObject({ price: 39, sale_price: null, tier: null, next_tier: { from: 12, price: 37, more: 2 } });
    expect(plainCart.total).toBe(390);
    const twelve = (await t.add(t.cat.kibble.small, 12)).json().cart;
    expect(twelve.items[0]).toMatchObject({ sale_price: 37, tier: { from: 12, price: 37 }, next_tier: null });
    expect(twelve.total).toBe(444);
    expect((await t.api.get('/api/cart/cartlist', chain.token)).json().cart.total).toBe(330);
  });

  it('counts the next tier\'s "more" to a whole case, and offers no tier above the maximum', async () => {
    await t.db.update(variants).set({ orderMultiple: 5 }).where(eq(variants.id, t.cat.kibble.small));
    const cased = (await t.add(t.cat.kibble.small, 10)).json().cart;
    // The tier starts at 12; sold in cases of 5, it is reached at 15.
    expect(cased.items[0]).toMatchObject({ tier: null, next_tier: { from: 12, price: 37, more: 5 } });
    await t.db.update(variants).set({ maxOrder: 10 }).where(eq(variants.id, t.cat.kibble.small));
    expect((await t.api.get('/api/cart/cartlist', t.buyer.token)).json().cart.items[0]).toMatchObject({ tier: null, next_tier: null });
  });

  it('records the price list and tier on the order, and a later price change leaves the order alone', async () => {
    await t.add(t.cat.kibble.small, 10, chain.token);
    await t.add(t.cat.kibble.small, 12);
    const chainOrder = (await t.order(undefined, chain.token)).json().order;
    const plainOrder = (await t.order()).json().order;
    expect(chainOrder).toMatchObject({ total: 330, details: [{ count: 10, unit_price: 33 }] });
    expect(plainOrder).toMatchObject({ total: 444, details: [{ count: 12, unit_price: 37 }] });
    const lines = await t.db.select().from(orderLines).orderBy(orderLines.id);
    expect(lines.map((l) => [l.unitPriceFils, l.priceListName, l.tierFrom, l.priceListId === null])).toEqual([
      [3300, 'Chain stores contract', 10, false], [3700, null, 12, true],
    ]);

    await t.db.update(priceListRules).set({ priceFils: 2000 }).where(eq(priceListRules.id, ruleId));
    await t.db.delete(volumeTiers);
    expect((await kibbleOf(chain.token))[0]).toMatchObject({ b2b_sale_price: 20, tiers: [] });
    const history = (await t.api.get('/api/order/orderslist', chain.token)).json().orders;
    expect(history).toEqual([chainOrder]);
    await t.db.delete(priceLists);
    const [kept] = await t.db.select().from(orderLines).where(eq(orderLines.unitPriceFils, 3300));
    expect(kept).toMatchObject({ priceListId: null, priceListName: 'Chain stores contract', tierFrom: 10 });
    expect((await t.api.get('/api/order/orderslist', chain.token)).json().orders).toEqual([chainOrder]);
  });

  it('lets a customer\'s own list beat the group\'s, and ignores inactive lists and out-of-date rules', async () => {
    const [own] = await t.db.insert(priceLists).values({ name: 'Omar special' }).returning();
    await t.db.insert(priceListRules).values({ priceListId: own.id, targetKind: 'article', targetId: t.cat.kibble.small, priceFils: 3000, validTo: '2020-01-01' });
    await t.db.insert(priceListRules).values({ priceListId: own.id, targetKind: 'article', targetId: t.cat.kibble.small, priceFils: 3100 });
    await t.db.update(customerPriceTerms).set({ priceListId: own.id }).where(eq(customerPriceTerms.customerId, chain.id));
    // Written straight to the database: the instance hears it (and forgets the session it
    // keeps, with its price list) a moment later, as it would hear another instance's write.
    await t.shop.app.sessionsHeard();
    expect((await kibbleOf(chain.token))[0]).toMatchObject({ b2b_sale_price: 31 });
    await t.db.update(priceLists).set({ active: false }).where(eq(priceLists.id, own.id));
    await t.shop.app.sessionsHeard();
    expect((await kibbleOf(chain.token))[0]).toMatchObject({ b2b_sale_price: 35 });
  });
});
