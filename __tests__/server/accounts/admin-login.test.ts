import { eq } from 'drizzle-orm';
import { staff } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import type { TestApp } from '../../support/test-app';
import { PASSWORD, STAFF, accountsApp, activeCustomer, post, staffToken } from './account-helpers';

describe.each(DB_KINDS)('POST /api/admin/login on %s', (kind) => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await accountsApp(kind);
    await staffToken(shop);
  });

  afterAll(async () => {
    await shop.close();
  });

  it('gives staff a staff token and refuses wrong credentials with 401', async () => {
    const res = await post(shop, '/api/admin/login', { email: 'OPS@petora.ae', password: STAFF.password });
    expect(res.statusCode).toBe(200);
    const { token: fresh } = res.json() as { token: string };
    expect(JSON.parse(Buffer.from(fresh.split('.')[1], 'base64url').toString())).toMatchObject({ role: 'staff', email: STAFF.email });
    const [row] = await shop.database.db.select().from(staff).where(eq(staff.email, STAFF.email));
    expect(row.lastLoginAt).toBeInstanceOf(Date);
    for (const body of [{ email: STAFF.email, password: 'wrong password' }, { email: 'nobody@petora.ae', password: STAFF.password }]) {
      const bad = await post(shop, '/api/admin/login', body);
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toEqual({ status: 0, message: 'The email or password is not correct.' });
    }
    expect((await post(shop, '/api/admin/login', { email: STAFF.email })).statusCode).toBe(400);
  });

  it('does not let a customer log in as staff, nor staff as a customer', async () => {
    await activeCustomer(shop, 'cust-not-staff@example.ae');
    expect((await post(shop, '/api/admin/login', { email: 'cust-not-staff@example.ae', password: PASSWORD })).statusCode).toBe(401);
    expect((await post(shop, '/api/customer/login', { username: STAFF.email, password: STAFF.password })).statusCode).toBe(401);
  });
});
