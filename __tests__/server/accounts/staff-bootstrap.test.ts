import { eq } from 'drizzle-orm';
import { staff } from '../../../src/server/db/schema';
import { verifyPassword } from '../../../src/server/services/accounts/passwords';
import { BOOTSTRAP_STAFF_EMAIL, bootstrapStaff, createOrUpdateStaff } from '../../../src/server/services/staff';
import { DB_KINDS } from '../../support/test-db';
import type { TestApp } from '../../support/test-app';
import { accountsApp, post } from './account-helpers';

describe.each(DB_KINDS)('staff accounts at start on %s', (kind) => {
  let shop: TestApp;

  beforeEach(async () => {
    shop = await accountsApp(kind);
  });

  afterEach(async () => {
    await shop.close();
  });

  const rows = () => shop.database.db.select().from(staff);

  it('creates the ADMIN_EMAIL account, then updates its password when ADMIN_PASSWORD changes', async () => {
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line) };
    const config = { adminEmail: 'boss@petora.ae', adminPassword: 'first password' };
    expect(await bootstrapStaff(shop.database.db, config, log)).toBe('created');
    expect(await bootstrapStaff(shop.database.db, config, log)).toBe('unchanged');
    const login = await post(shop, '/api/admin/login', { email: 'boss@petora.ae', password: 'first password' });
    const { token } = login.json() as { token: string };

    expect(await bootstrapStaff(shop.database.db, { ...config, adminPassword: 'second password' }, log)).toBe('password-changed');
    const [row] = await rows();
    expect(await verifyPassword(row.passwordHash, 'second password')).toBe(true);
    // The old password's sessions end with it.
    const res = await shop.app.inject({ method: 'GET', url: '/api/admin/customers', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(401);
    expect(lines).toEqual([
      'staff account boss@petora.ae created from ADMIN_EMAIL',
      'staff account boss@petora.ae now has the password from ADMIN_PASSWORD',
    ]);
    expect(lines.join('\n')).not.toMatch(/first password|second password/);
  });

  it('enables the ADMIN_EMAIL account again when it was disabled: the deployment\'s account can always sign in', async () => {
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line) };
    const config = { adminEmail: 'boss@petora.ae', adminPassword: 'first password' };
    await bootstrapStaff(shop.database.db, config, log);
    await shop.database.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.email, 'boss@petora.ae'));
    expect((await post(shop, '/api/admin/login', { email: 'boss@petora.ae', password: 'first password' })).statusCode).toBe(401);
    expect(await bootstrapStaff(shop.database.db, config, log)).toBe('enabled');
    expect((await post(shop, '/api/admin/login', { email: 'boss@petora.ae', password: 'first password' })).statusCode).toBe(200);
    expect(lines).toContain('staff account boss@petora.ae was disabled and is enabled again (ADMIN_EMAIL)');
  });

  it('without ADMIN_EMAIL, creates one account with a random password on a shop with no staff, and logs it once', async () => {
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line) };
    expect(await bootstrapStaff(shop.database.db, {}, log)).toBe('created');
    expect(await bootstrapStaff(shop.database.db, {}, log)).toBe('unchanged');
    expect(lines).toHaveLength(1);
    const password = /password (\S+) \(shown only this once\)/.exec(lines[0])?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(lines[0]).toContain(`email ${BOOTSTRAP_STAFF_EMAIL}`);
    const [row] = await rows();
    expect(row.passwordHash).not.toContain(password);
    const login = await post(shop, '/api/admin/login', { email: BOOTSTRAP_STAFF_EMAIL, password });
    expect(login.json()).toHaveProperty('token');
  });

  it('without ADMIN_EMAIL, two instances starting at once create the account once, and the password logged works', async () => {
    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(line) };
    const changes = await Promise.all([bootstrapStaff(shop.database.db, {}, log), bootstrapStaff(shop.database.db, {}, log)]);
    expect(changes.sort()).toEqual(['created', 'unchanged']);
    expect(lines).toHaveLength(1);
    const password = /password (\S+) \(shown only this once\)/.exec(lines[0])![1];
    expect((await post(shop, '/api/admin/login', { email: BOOTSTRAP_STAFF_EMAIL, password })).json()).toHaveProperty('token');
    expect(await rows()).toHaveLength(1);
  });

  it('creates nothing without ADMIN_EMAIL when staff exists', async () => {
    await createOrUpdateStaff(shop.database.db, 'ops@petora.ae', 'some password', 'Ops');
    const lines: string[] = [];
    expect(await bootstrapStaff(shop.database.db, {}, { info: (line) => lines.push(line) })).toBe('unchanged');
    expect(lines).toEqual([]);
    expect(await shop.database.db.select().from(staff).where(eq(staff.email, BOOTSTRAP_STAFF_EMAIL))).toEqual([]);
  });
});
