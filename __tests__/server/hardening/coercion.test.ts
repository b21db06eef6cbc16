// Bodies are checked exactly as sent on every route (no type coercion), while query strings and
// paths are still read as the numbers and lists their schemas declare.
import { Type } from 'typebox';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';
import { type HardeningShop, fingerprint, hardeningShop } from './hardening-shop';

describe.each(DB_KINDS)('bodies as sent, queries as declared, on %s', (kind) => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await buildTestApp(kind);
    // A route of the test's own shows what a handler receives.
    shop.app.post('/test/echo', {
      schema: {
        body: Type.Object({
          text: Type.Optional(Type.String()),
          count: Type.Optional(Type.Integer()),
          ids: Type.Optional(Type.Array(Type.Integer())),
          maybe: Type.Optional(Type.Union([Type.String(), Type.Null()])),
          amount: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
        }, { additionalProperties: false }),
        querystring: Type.Object({ p: Type.Optional(Type.Integer()), ids: Type.Optional(Type.Array(Type.Integer())) }),
      },
    }, async (request) => ({ body: request.body, query: request.query }));
  });

  afterAll(async () => {
    await shop.close();
  });

  const echo = (body: unknown, query = '') => shop.app.inject({ method: 'POST', url: `/test/echo${query}`, payload: body as object });

  it('hands a body to the handler exactly as sent: null stays null, nothing becomes 0 or ""', async () => {
    const res = await echo({ maybe: null, amount: null, text: 'x', count: 2, ids: [1] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ body: { maybe: null, amount: null, text: 'x', count: 2, ids: [1] }, query: {} });
  });

  it.each([
    [{ text: 123 }, 'The field "text" must be text.'],
    [{ count: '5' }, 'The field "count" must be a whole number.'],
    [{ count: true }, 'The field "count" must be a whole number.'],
    [{ ids: 5 }, 'The field "ids" must be a list.'],
    [{ ids: ['1'] }, 'The field "ids[0]" must be a whole number.'],
    [{ amount: '1.5' }, 'The field "amount" must be a number.'],
    [{ text: null }, 'The field "text" must be text.'],
  ])('refuses %j instead of converting it', async (body, message) => {
    const res = await echo(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message });
  });

  it('still reads query strings as the numbers and lists their schemas declare', async () => {
    const res = await echo({}, '?p=2&ids=3&ids=4');
    expect(res.json()).toEqual({ body: {}, query: { p: 2, ids: [3, 4] } });
    expect((await echo({}, '?ids=7')).json()).toEqual({ body: {}, query: { ids: [7] } });
    expect((await echo({}, '?p=two')).statusCode).toBe(400);
  });
});

describe.each(DB_KINDS)('types as sent to the shop routes on %s', (kind) => {
  let h: HardeningShop;

  beforeAll(async () => {
    h = await hardeningShop(kind);
  });

  afterAll(async () => {
    await h.shop.close();
  });

  it.each([
    ['POST', '/api/cart/addtocart', { aid: '1', count: 1 }, 'The field "aid" must be a whole number.'],
    ['POST', '/api/customer/updatecart', { wish: 5 }, 'The field "wish" must be a list.'],
    ['POST', '/api/customer/addaddress', { addressName: 5, address: 'Street 1' }, 'The field "addressName" must be text.'],
    ['POST', '/api/order/add', { address: ['Street 1'] }, 'The field "address" must be text.'],
  ])('a customer route refuses a converted type: %s %s', async (method, url, body, message) => {
    const before = await fingerprint(h.shop.database.db);
    const res = await h.call(method, url, { token: h.fuzzer.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message });
    expect(await fingerprint(h.shop.database.db)).toEqual(before);
  });

  it('keeps a null mobile on edit as "no number" and a null postal code as none', async () => {
    const ownEmail = (JSON.parse(Buffer.from(h.fuzzer.token.split('.')[1], 'base64url').toString()) as { email: string }).email;
    const edited = await h.call('POST', '/api/customer/edit', {
      // The customer's own email: a new one would need the current password.
      token: h.fuzzer.token, body: { name: 'Fuzz Customer', companyName: 'Fuzz Trading', country: 225, mobile: null, email: ownEmail, lisence: null, otrn: null },
    });
    expect(edited.json()).toMatchObject({ status: 1 });
    const { token } = edited.json() as { token: string };
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { mobile: unknown };
    expect(claims.mobile).toBeNull();
    const added = await h.call('POST', '/api/customer/addaddress', { token, body: { addressName: 'Depot', address: 'Street 9', postalCode: null } });
    expect(added.json()).toMatchObject({ status: 1, addresses: [expect.objectContaining({ name: 'Depot', postal_code: null })] });
  });
});
