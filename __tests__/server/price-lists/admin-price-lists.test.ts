// Staff give a customer contract prices from the back office and from a contract CSV.
import { auditLog } from '../../../src/server/db/schema';
import { PRICE_LIST_MESSAGES } from '../../../src/shared/price-list-types';
import { DB_KINDS } from '../../support/test-db';
import { useShopApp } from '../cart/shop-app';
import { staffToken } from '../cart/shop-fixtures';

describe.each(DB_KINDS)('back office price lists (%s)', (kind) => {
  const t = useShopApp(kind, { catalogue: true, buyer: true });
  let staff: string;
  beforeEach(async () => { staff = await staffToken(t.db); });

  const put = (url: string, body: unknown) => t.shop.app.inject({ method: 'PUT', url, payload: body as object, headers: { authorization: `Bearer ${staff}` } });
  // The session cache learns of a changed assignment by a database notification: wait for it.
  const small = async () => {
    await t.shop.app.sessionsHeard();
    return (await t.api.get('/api/product/productlist?slug=salmon-kibble', t.buyer.token)).json().products[0].product_attributes[0];
  };
  const rule = (over: object) => ({ target_kind: 'article', target_id: t.cat.kibble.small, price: null, percent_off: null, valid_from: null, valid_to: null, tiers: [], ...over });

  it('creates a list with rules, gives it to a group of the customer, and the customer sees the prices', async () => {
    const created = (await t.api.post('/api/admin/price-lists', { name: 'Chain stores', active: true }, staff)).json();
    expect(created).toEqual({ status: 1, list: { id: expect.any(Number), name: 'Chain stores', active: true } });
    const listId = created.list.id;
    expect((await t.api.post('/api/admin/price-lists', { name: 'chain STORES', active: true }, staff)).json()).toEqual({ status: 0, message: PRICE_LIST_MESSAGES.nameTaken });
    const added = await t.api.post(`/api/admin/price-lists/${listId}/rules`, rule({ price: 36, tiers: [{ from: 24, price: 34.5 }] }), staff);
    expect(added.json()).toEqual({ status: 1, id: expect.any(Number) });
    expect((await t.api.post(`/api/admin/price-lists/${listId}/rules`, rule({ price: 36, percent_off: 5 }), staff)).statusCode).toBe(400);
    expect((await t.api.post(`/api/admin/price-lists/${listId}/rules`, rule({ target_id: 999_999, price: 1 }), staff)).json())
      .toEqual({ status: 0, message: PRICE_LIST_MESSAGES.unknownTarget });
    expect((await t.api.post(`/api/admin/price-lists/${listId}/rules`, rule({ price: 1, valid_from: '2027-02-01', valid_to: '2027-01-01' }), staff)).statusCode).toBe(400);
    // Days that only look like dates are refused as bad input, not a fault of the server.
    for (const day of ['2026-13-45', '2027-02-30']) {
      const res = await t.api.post(`/api/admin/price-lists/${listId}/rules`, rule({ price: 1, valid_from: day }), staff);
      expect([res.statusCode, res.json().message]).toEqual([400, PRICE_LIST_MESSAGES.badDate]);
    }

    const group = (await t.api.post('/api/admin/customer-groups', { name: 'Chain stores', price_list_id: listId }, staff)).json();
    expect((await small()).b2b_sale_price).toBeNull();
    expect((await put(`/api/admin/customers/${t.buyer.id}/price-terms`, { group_id: group.id, price_list_id: null })).json())
      .toEqual({ status: 1, terms: { group_id: group.id, price_list_id: null } });
    expect(await small()).toMatchObject({ b2b_sale_price: 36, tiers: [{ from: 24, price: 34.5 }] });

    const shown = (await t.api.get(`/api/admin/price-lists/${listId}`, staff)).json();
    expect(shown.list).toMatchObject({ name: 'Chain stores', rules: 1, groups: 1, customers: 0 });
    expect(shown.rules).toEqual([expect.objectContaining({ target_kind: 'article', target_name: 'KIB-2', price: 36, percent_off: null, tiers: [{ from: 24, price: 34.5 }] })]);
    await put(`/api/admin/price-lists/${listId}/rules/${added.json().id}`, rule({ percent_off: 10 }));
    expect(await small()).toMatchObject({ b2b_sale_price: 35.1, tiers: [] });
    expect((await t.shop.app.inject({ method: 'DELETE', url: `/api/admin/price-lists/${listId}`, headers: { authorization: `Bearer ${staff}` } })).json()).toEqual({ status: 1, id: listId });
    expect((await small()).b2b_sale_price).toBeNull();
    expect((await t.db.select().from(auditLog)).map((e) => e.action)).toContain('customer.price-terms');
  });

  it('imports a contract CSV whole, or nothing when a line is wrong', async () => {
    const listId = (await t.api.post('/api/admin/price-lists', { name: 'Layla contract', active: true }, staff)).json().list.id;
    await put(`/api/admin/customers/${t.buyer.id}/price-terms`, { group_id: null, price_list_id: listId });
    const bad = 'sku,price,percent,valid_from,valid_to,tiers\nKIB-2,35.00,,,,\nNOPE-1,2,,,,\nKIB-10,,12.5,2027-13-01,,\nHAR-RM,,,,,1:80|x\n'
      + 'KIB-2,99999999,,,,\nKIB-2,,,2026-02-31,,\nKIB-2,1,,,,1:99999999\n';
    const refused = (await t.api.post(`/api/admin/price-lists/${listId}/import`, { csv: bad }, staff)).json();
    expect(refused).toEqual({ status: 0, message: PRICE_LIST_MESSAGES.csvRefused, errors: [
      { line: 3, message: 'No article has the SKU NOPE-1.' },
      { line: 4, message: 'Dates are written YYYY-MM-DD.' },
      { line: 5, message: 'Tier "x" is not "quantity:price" (for example 12:39.50).' },
      { line: 6, message: 'The price must be at most 10,000,000 AED.' },
      { line: 7, message: 'Dates are written YYYY-MM-DD.' },
      { line: 8, message: 'The price must be at most 10,000,000 AED.' },
    ] });
    expect((await small()).b2b_sale_price).toBeNull();

    const good = 'sku,price,percent,valid_from,valid_to,tiers\nkib-2,35.00,,2020-01-01,,1:35.00|12:33.50\nKIB-10,,12.5,,,\n';
    expect((await t.api.post(`/api/admin/price-lists/${listId}/import`, { csv: good }, staff)).json()).toEqual({ status: 1, imported: 2 });
    expect(await small()).toMatchObject({ b2b_sale_price: 35, tiers: [{ from: 1, price: 35 }, { from: 12, price: 33.5 }] });
    // Importing again replaces the SKU's rule instead of adding a second one.
    await t.api.post(`/api/admin/price-lists/${listId}/import`, { csv: 'sku,price\nKIB-2,34\n' }, staff);
    expect((await t.api.get(`/api/admin/price-lists/${listId}`, staff)).json().rules.map((r: { target_name: string; price: number | null }) => [r.target_name, r.price]))
      .toEqual(expect.arrayContaining([['KIB-2', 34], ['KIB-10', null]]));
    expect((await t.api.get(`/api/admin/price-lists/${listId}`, staff)).json().list.rules).toBe(2);
  });

  it('is for staff only', async () => {
    expect((await t.api.get('/api/admin/price-lists', t.buyer.token)).statusCode).toBe(403);
    expect((await t.api.get('/api/admin/customer-groups')).statusCode).toBe(401);
  });
});
