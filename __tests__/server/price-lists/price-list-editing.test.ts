// Staff pause, rename and delete contract lists, name a rule's article by its SKU, and page
// through a long contract.
import { desc, eq } from 'drizzle-orm';
import { auditLog, brands, priceListRules } from '../../../src/server/db/schema';
import { PRICE_LIST_MESSAGES } from '../../../src/shared/price-list-types';
import { DB_KINDS } from '../../support/test-db';
import { useShopApp } from '../cart/shop-app';
import { staffToken } from '../cart/shop-fixtures';

describe.each(DB_KINDS)('editing price lists (%s)', (kind) => {
  const t = useShopApp(kind, { catalogue: true, buyer: true });
  let staff: string;
  beforeEach(async () => { staff = await staffToken(t.db); });

  const send = (method: 'PUT' | 'DELETE', url: string, body?: unknown) =>
    t.shop.app.inject({ method, url, payload: body as object | undefined, headers: { authorization: `Bearer ${staff}` } });
  /** The buyer's first kibble article, once this instance has heard of every change to whose list is whose. */
  const small = async () => {
    await t.shop.app.sessionsHeard();
    return (await t.api.get('/api/product/productlist?slug=salmon-kibble', t.buyer.token)).json().products[0].product_attributes[0];
  };
  const rule = (over: object) => ({ target_kind: 'article', price: null, percent_off: null, valid_from: null, valid_to: null, tiers: [], ...over });
  const newList = async (name: string) => (await t.api.post('/api/admin/price-lists', { name, active: true }, staff)).json().list.id as number;
  const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  it('pauses a contract without deleting it, renames it, and keeps what it was in the audit', async () => {
    const listId = await newList('Chain stores');
    await t.api.post(`/api/admin/price-lists/${listId}/rules`, rule({ target_id: t.cat.kibble.small, price: 36 }), staff);
    await send('PUT', `/api/admin/customers/${t.buyer.id}/price-terms`, { group_id: null, price_list_id: listId });
    expect((await small()).b2b_sale_price).toBe(36);

    expect((await send('PUT', `/api/admin/price-lists/${listId}`, { name: 'Chain stores', active: false })).json())
      .toEqual({ status: 1, list: { id: listId, name: 'Chain stores', active: false } });
    expect((await small()).b2b_sale_price).toBeNull();
    expect(await lastAudit()).toMatchObject({
      action: 'price-list.update', target: `price-list:${listId}`,
      details: { name: 'Chain stores', active: false, was: { name: 'Chain stores', active: true } },
    });

    expect((await send('PUT', `/api/admin/price-lists/${listId}`, { name: '  Chain stores 2027 ', active: true })).json().list).toEqual({ id: listId, name: 'Chain stores 2027', active: true });
    expect((await small()).b2b_sale_price).toBe(36);
    expect((await t.api.get('/api/admin/price-lists', staff)).json().lists).toEqual([
      { id: listId, name: 'Chain stores 2027', active: true, rules: 1, customers: 1, groups: 0 },
    ]);
  });

  it('refuses a rename to a taken or empty name, and a list that is gone', async () => {
    const listId = await newList('Chain stores');
    await newList('Vets');
    expect((await send('PUT', `/api/admin/price-lists/${listId}`, { name: 'VETS', active: true })).json()).toEqual({ status: 0, message: PRICE_LIST_MESSAGES.nameTaken });
    const empty = await send('PUT', `/api/admin/price-lists/${listId}`, { name: '   ', active: true });
    expect([empty.statusCode, empty.json().message]).toEqual([400, PRICE_LIST_MESSAGES.noName]);
    expect((await send('PUT', `/api/admin/price-lists/${listId}`, { name: 'X', active: 'no' })).statusCode).toBe(400);
    expect((await send('PUT', `/api/admin/price-lists/999999`, { name: 'X', active: true })).statusCode).toBe(404);
    expect((await t.api.get(`/api/admin/price-lists/${listId}`, staff)).json().list.name).toBe('Chain stores');
  });

  it('keeps the deleted list in the audit entry, enough to rebuild it and give it back to its customers and groups', async () => {
    const listId = await newList('Chain stores');
    const byArticle = rule({ target_id: t.cat.kibble.small, price: 36, valid_from: '2020-01-01', tiers: [{ from: 24, price: 34.5 }] });
    const byProduct = rule({ target_kind: 'product', target_id: t.cat.harness.productId, percent_off: 12.5 });
    for (const r of [byArticle, byProduct]) await t.api.post(`/api/admin/price-lists/${listId}/rules`, r, staff);
    const group = (await t.api.post('/api/admin/customer-groups', { name: 'Supermarkets', price_list_id: listId }, staff)).json();
    await send('PUT', `/api/admin/customers/${t.buyer.id}/price-terms`, { group_id: null, price_list_id: listId });

    expect((await send('DELETE', `/api/admin/price-lists/${listId}`)).json()).toEqual({ status: 1, id: listId });
    expect((await small()).b2b_sale_price).toBeNull();
    expect((await t.api.get('/api/admin/customer-groups', staff)).json().groups).toEqual([{ id: group.id, name: 'Supermarkets', price_list_id: null, customers: 0 }]);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: 'price-list.delete', target: `price-list:${listId}` });
    expect(entry.details).toEqual({
      name: 'Chain stores', active: true,
      rules: [{ ...byArticle, target_name: 'KIB-2' }, { ...byProduct, target_name: 'Reflective Harness' }],
      customers: [t.buyer.id],
      groups: [{ id: group.id, name: 'Supermarkets' }],
    });

    // Rebuilt from the entry alone, the customer pays the contract prices again.
    const details = entry.details as { name: string; rules: Array<Record<string, unknown>>; customers: number[] };
    const again = await newList(details.name);
    for (const { target_name: _name, ...r } of details.rules) expect((await t.api.post(`/api/admin/price-lists/${again}/rules`, r, staff)).json().status).toBe(1);
    for (const customer of details.customers) await send('PUT', `/api/admin/customers/${customer}/price-terms`, { group_id: null, price_list_id: again });
    expect(await small()).toMatchObject({ b2b_sale_price: 36, tiers: [{ from: 24, price: 34.5 }] });
  });

  it('finds a rule\'s article, or the article\'s product, by SKU, and says when no article has it', async () => {
    const listId = await newList('Chain stores');
    const bySku = (await t.api.post(`/api/admin/price-lists/${listId}/rules`, rule({ sku: 'kib-2', price: 35 }), staff)).json();
    expect(bySku).toEqual({ status: 1, id: expect.any(Number) });
    await t.api.post(`/api/admin/price-lists/${listId}/rules`, rule({ target_kind: 'product', sku: 'HAR-RM', percent_off: 10 }), staff);
    const shown = (await t.api.get(`/api/admin/price-lists/${listId}`, staff)).json().rules;
    expect(shown.map((r: { target_kind: string; target_id: number; target_name: string }) => [r.target_kind, r.target_id, r.target_name])).toEqual([
      ['article', t.cat.kibble.small, 'KIB-2'], ['product', t.cat.harness.productId, 'Reflective Harness'],
    ]);

    expect((await t.api.post(`/api/admin/price-lists/${listId}/rules`, rule({ sku: 'NOPE-1', price: 1 }), staff)).json())
      .toEqual({ status: 0, message: 'No article has the SKU NOPE-1.' });
    const both = await t.api.post(`/api/admin/price-lists/${listId}/rules`, rule({ sku: 'KIB-2', target_id: t.cat.kibble.small, price: 1 }), staff);
    expect([both.statusCode, both.json().message]).toEqual([400, PRICE_LIST_MESSAGES.oneTarget]);
    const neither = await t.api.post(`/api/admin/price-lists/${listId}/rules`, rule({ price: 1 }), staff);
    expect([neither.statusCode, neither.json().message]).toEqual([400, PRICE_LIST_MESSAGES.oneTarget]);
    const brand = await t.api.post(`/api/admin/price-lists/${listId}/rules`, rule({ target_kind: 'brand', sku: 'KIB-2', price: 1 }), staff);
    expect([brand.statusCode, brand.json().message]).toEqual([400, PRICE_LIST_MESSAGES.skuKind]);

    expect((await send('PUT', `/api/admin/price-lists/${listId}/rules/${bySku.id}`, rule({ sku: 'KIB-10', price: 140 }))).json()).toEqual({ status: 1, id: bySku.id });
    expect((await t.api.get(`/api/admin/price-lists/${listId}`, staff)).json().rules[0]).toMatchObject({ target_id: t.cat.kibble.large, target_name: 'KIB-10', price: 140 });
    expect((await t.db.select().from(priceListRules).where(eq(priceListRules.priceListId, listId))).length).toBe(2);

    expect((await send('DELETE', `/api/admin/price-lists/${listId}/rules/${bySku.id}`)).json()).toEqual({ status: 1, id: bySku.id });
    expect(await lastAudit()).toMatchObject({ action: 'price-rule.delete', details: {
      rule: bySku.id, target_kind: 'article', target_id: t.cat.kibble.large, target_name: 'KIB-10', price: 140, percent_off: null, tiers: [],
    } });
    expect((await send('DELETE', `/api/admin/price-lists/${listId}/rules/${bySku.id}`)).statusCode).toBe(404);
  });

  it('gives a long contract page by page, and only the rules whose SKU or name holds the search', async () => {
    const listId = await newList('Big contract');
    const [brand] = await t.db.insert(brands).values({ name: 'Acana 100%', slug: 'acana' }).returning();
    const article = (i: number) => ({ priceListId: listId, targetKind: 'article' as const, targetId: i % 2 ? t.cat.kibble.small : t.cat.harness.red, priceFils: 100 + i });
    await t.db.insert(priceListRules).values([...Array.from({ length: 44 }, (_, i) => article(i)), { priceListId: listId, targetKind: 'brand', targetId: brand.id, percentOffBp: 500 }]);

    const all = (await t.api.get(`/api/admin/price-lists/${listId}`, staff)).json();
    expect([all.rules.length, all.count]).toEqual([45, 45]);
    const first = (await t.api.get(`/api/admin/price-lists/${listId}?p=1`, staff)).json();
    const third = (await t.api.get(`/api/admin/price-lists/${listId}?p=3`, staff)).json();
    expect([first.rules.length, first.count, third.rules.length, third.count]).toEqual([20, 45, 5, 45]);
    expect(new Set([...first.rules, ...third.rules].map((r: { id: number }) => r.id)).size).toBe(25);

    const harness = (await t.api.get(`/api/admin/price-lists/${listId}?p=1&q=har-`, staff)).json();
    expect([harness.count, harness.rules.length, harness.rules.every((r: { target_name: string }) => r.target_name === 'HAR-RM')]).toEqual([22, 20, true]);
    expect((await t.api.get(`/api/admin/price-lists/${listId}?p=2&q=HAR-RM`, staff)).json().rules).toHaveLength(2);
    const percent = (await t.api.get(`/api/admin/price-lists/${listId}?p=1&q=${encodeURIComponent('0%')}`, staff)).json();
    expect(percent.rules.map((r: { target_name: string }) => r.target_name)).toEqual(['Acana 100%']);
    expect((await t.api.get(`/api/admin/price-lists/${listId}?p=1&q=_`, staff)).json().count).toBe(0);
    expect((await t.api.get(`/api/admin/price-lists/${listId}?p=0`, staff)).statusCode).toBe(400);
  });
});
