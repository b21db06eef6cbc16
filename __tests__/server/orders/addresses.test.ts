import { addresses } from '../../../src/server/db/schema';
import { ADDRESS_MESSAGES } from '../../../src/server/services/addresses';
import { MAX_ADDRESSES, TEXT_LIMITS } from '../../../src/shared/constants';
import { DB_KINDS } from '../../support/test-db';
import { useShopApp } from '../cart/shop-app';
import { addCustomer, staffToken } from '../cart/shop-fixtures';

describe.each(DB_KINDS)('delivery addresses (%s)', (kind) => {
  const t = useShopApp(kind, { buyer: true });

  const addAddress = (body: unknown, token = t.buyer.token) => t.api.post('/api/customer/addaddress', body, token);
  const home = { addressName: 'Warehouse', address: 'Al Quoz Industrial 3, Dubai', postalCode: '12345', emirate: 'DXB' };

  it('lists no addresses at first', async () => {
    const res = await t.api.get('/api/customer/addresslist', t.buyer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, addresses: [] });
  });

  it('makes the first address the default and answers with the full list', async () => {
    const first = await addAddress(home);
    expect(first.statusCode).toBe(200);
    const [saved] = first.json().addresses;
    expect(first.json()).toEqual({
      status: 1,
      addresses: [{ id: saved.id, name: 'Warehouse', address: 'Al Quoz Industrial 3, Dubai', postal_code: '12345', emirate: 'DXB', main_address: 1 }],
    });
    const second = (await addAddress({ addressName: '  Shop ', address: ' Jumeirah 1 ', postalCode: '  ' })).json();
    expect(second.addresses).toEqual([
      expect.objectContaining({ name: 'Warehouse', main_address: 1 }),
      { id: expect.any(Number), name: 'Shop', address: 'Jumeirah 1', postal_code: null, emirate: null, main_address: 0 },
    ]);
    expect((await addAddress({ addressName: 'Depot', address: 'Ras Al Khor' })).json().addresses[2]).toMatchObject({ postal_code: null, main_address: 0 });
    expect((await t.api.get('/api/customer/addresslist', t.buyer.token)).json().addresses).toHaveLength(3);
  });

  it('refuses a blank name or address, or an emirate not in the list, with 400 and saves nothing', async () => {
    for (const [body, message] of [
      [{ ...home, emirate: 'DUB' }, ADDRESS_MESSAGES.emirate],
      [{ ...home, addressName: '   ' }, ADDRESS_MESSAGES.nameRequired],
      [{ ...home, address: '' }, ADDRESS_MESSAGES.addressRequired],
    ] as const) {
      const res = await addAddress(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 0, message });
    }
    expect(await t.db.select().from(addresses)).toHaveLength(0);
  });

  it('answers 400 for ill-typed or over-long fields', async () => {
    for (const body of [
      { address: 'x' }, { addressName: 'x' }, { ...home, postalCode: { code: '1' } }, { ...home, id: 3 },
      { ...home, addressName: 'n'.repeat(TEXT_LIMITS.addressName + 1) }, { ...home, address: 'a'.repeat(TEXT_LIMITS.address + 1) },
      { ...home, postalCode: '9'.repeat(TEXT_LIMITS.postalCode + 1) },
    ]) {
      const res = await addAddress(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(0);
    }
    expect(await t.db.select().from(addresses)).toHaveLength(0);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    await t.db.insert(addresses).values(Array.from({ length: MAX_ADDRESSES }, (_, i) => ({
      customerId: t.buyer.id, name: `A${i}`, address: `Street ${i}`, mainAddress: i === 0,
    })));
    const res = await addAddress(home);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, message: ADDRESS_MESSAGES.tooMany });
    expect(await t.db.select().from(addresses)).toHaveLength(MAX_ADDRESSES);
  });

  it('keeps one default per customer when first addresses arrive at once', async () => {
    const replies = await Promise.all(Array.from({ length: 5 }, (_, i) => addAddress({ ...home, addressName: `W${i}` })));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const list = (await t.api.get('/api/customer/addresslist', t.buyer.token)).json().addresses;
    expect(list).toHaveLength(5);
    expect(list.filter((a: { main_address: number }) => a.main_address === 1)).toHaveLength(1);
    expect(list[0].main_address).toBe(1);
  });

  it('never shows or finds one customer\'s address for another', async () => {
    const other = await addCustomer(t.db, 'Omar Nasser');
    const mine = (await addAddress(home)).json().addresses[0];
    expect((await t.api.get('/api/customer/addresslist', other.token)).json()).toEqual({ status: 1, addresses: [] });
    const theirs = (await addAddress({ addressName: 'Theirs', address: 'Deira' }, other.token)).json().addresses;
    expect(theirs).toEqual([expect.objectContaining({ name: 'Theirs', main_address: 1 })]);

    expect((await t.api.get(`/api/customer/address/${mine.id}`, t.buyer.token)).json()).toEqual({ status: 1, address: mine });
    const peek = await t.api.get(`/api/customer/address/${mine.id}`, other.token);
    expect(peek.statusCode).toBe(404);
    expect(peek.json()).toEqual({ status: 0, message: 'Not found' });
    expect((await t.api.get('/api/customer/address/999999', t.buyer.token)).statusCode).toBe(404);
    expect((await t.api.get('/api/customer/address/3000000000', t.buyer.token)).statusCode).toBe(404);
    expect((await t.api.get('/api/customer/address/abc', t.buyer.token)).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to staff', async () => {
    const staff = await staffToken(t.db);
    expect((await t.api.get('/api/customer/addresslist')).statusCode).toBe(401);
    expect((await addAddress(home, '')).statusCode).toBe(401);
    expect((await t.api.get('/api/customer/address/1')).statusCode).toBe(401);
    expect((await t.api.get('/api/customer/addresslist', staff)).statusCode).toBe(403);
    expect((await addAddress(home, staff)).statusCode).toBe(403);
    expect(await t.db.select().from(addresses)).toHaveLength(0);
  });
});
