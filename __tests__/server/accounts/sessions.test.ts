// Sessions end on the server: logout ends this token at once, "log out on all devices" ends
// every one, a password change ends the others, and staff log out the same way.
import { DB_KINDS } from '../../support/test-db';
import type { TestApp } from '../../support/test-app';
import { PASSWORD, STAFF, accountsApp, activeCustomer, get, payloadOf, post, staffToken } from './account-helpers';

describe.each(DB_KINDS)('sessions on %s', (kind) => {
  let shop: TestApp;
  let n = 0;

  beforeAll(async () => {
    shop = await accountsApp(kind);
  });

  afterAll(async () => {
    await shop.close();
  });

  const status = async (token: string) => (await get(shop, '/api/customer/addresslist', token)).statusCode;

  async function devices(count: number): Promise<string[]> {
    n += 1;
    const email = `devices${n}@example.ae`;
    const { token } = await activeCustomer(shop, email);
    const more: string[] = [token];
    for (let i = 1; i < count; i += 1) more.push(((await post(shop, '/api/customer/login', { username: email, password: PASSWORD })).json() as { token: string }).token);
    // Each device has been used, so the instance keeps its session: ending it must still hold.
    for (const token of more) expect(await status(token)).toBe(200);
    return more;
  }

  it('ends only this session at logout, at once', async () => {
    const [phone, laptop] = await devices(2);
    const sid = payloadOf(phone).sid as string;
    expect(shop.app.sessionCache.keeps(sid)).toBe(true);
    const res = await post(shop, '/api/customer/logout', {}, phone);
    expect(res.json()).toEqual({ status: 1 });
    // Answered only once this instance has forgotten it (the database's notice arrives on a
    // connection of its own, which might otherwise come after the next request).
    expect(shop.app.sessionCache.keeps(sid)).toBe(false);
    expect(await status(phone)).toBe(401);
    expect(await status(laptop)).toBe(200);
    // Logging out twice, or with a dead token, is a 401 and not an error.
    expect((await post(shop, '/api/customer/logout', {}, phone)).statusCode).toBe(401);
  });

  it('ends every session with "log out on all devices"', async () => {
    const [phone, laptop, tablet] = await devices(3);
    expect((await post(shop, '/api/customer/logoutall', {}, laptop)).json()).toEqual({ status: 1 });
    for (const token of [phone, laptop, tablet]) expect(await status(token)).toBe(401);
  });

  it('ends the other sessions on a password change and keeps this one', async () => {
    const [phone, laptop] = await devices(2);
    const res = await post(shop, '/api/customer/changepassword', { currentPassword: PASSWORD, password: 'a brand new password' }, phone);
    const { token } = res.json() as { token: string };
    expect(await status(token)).toBe(200);
    expect(await status(phone)).toBe(200);
    expect(await status(laptop)).toBe(401);
  });

  it('refuses a body on logout, ending nothing', async () => {
    const [phone] = await devices(1);
    expect((await post(shop, '/api/customer/logout', { everything: true }, phone)).statusCode).toBe(400);
    expect(await status(phone)).toBe(200);
  });

  it('logs staff out at once', async () => {
    const token = await staffToken(shop);
    const second = ((await post(shop, '/api/admin/login', STAFF)).json() as { token: string }).token;
    expect((await post(shop, '/api/admin/logout', {}, token)).json()).toEqual({ status: 1 });
    expect((await get(shop, '/api/admin/me', token)).statusCode).toBe(401);
    expect((await get(shop, '/api/admin/me', second)).statusCode).toBe(200);
  });
});
