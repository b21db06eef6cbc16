import { eq, inArray } from 'drizzle-orm';
import type { AuditEntry, OutboxMail, StaffMember } from '../../../src/shared/admin-types';
import { mailOutbox, staff } from '../../../src/server/db/schema';
import { setStaffDisabled } from '../../../src/server/services/admin/staff-admin';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop, auditOf } from './admin-fixtures';

describe.each(DB_KINDS)('staff, outbox and audit on %s', (kind) => {
  let admin: AdminShop;

  beforeAll(async () => {
    admin = await adminShop(kind);
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('GET /me answers the signed-in staff member; login answers the token with it', async () => {
    const me = await admin.as<StaffMember>('GET', '/api/admin/me');
    expect(me).toEqual({ id: expect.any(Number), email: expect.stringMatching(/^ops\d+@petora\.ae$/), name: 'Ops', last_login_at: null, created_at: expect.any(String), disabled_at: null });
  });

  it('adds a colleague who can then sign in; the email is unique whatever its case; the addition is audited', async () => {
    const res = await admin.as<{ status: number; staff: StaffMember }>('POST', '/api/admin/staff', { email: ' Sara@Petora.ae ', name: ' Sara ', password: 'warehouse key 9' });
    expect(res).toEqual({ status: 1, staff: { id: expect.any(Number), email: 'sara@petora.ae', name: 'Sara', last_login_at: null, created_at: expect.any(String), disabled_at: null } });
    const login = await admin.call('POST', '/api/admin/login', { email: 'sara@petora.ae', password: 'warehouse key 9' }, null);
    expect(login.json()).toEqual({ token: expect.any(String), staff: { ...res.staff, last_login_at: expect.any(String) } });
    const { token } = login.json() as { token: string };
    expect((await admin.call('GET', '/api/admin/me', undefined, token)).json()).toMatchObject({ email: 'sara@petora.ae', name: 'Sara' });

    expect(await admin.as('POST', '/api/admin/staff', { email: 'SARA@petora.ae', name: 'Other', password: 'another pass 1' }))
      .toEqual({ status: 0, message: 'A staff account with this email already exists.' });
    const [entry] = await auditOf(admin.shop, `staff:${res.staff.id}`);
    expect(entry).toMatchObject({ action: 'staff.add', details: { email: 'sara@petora.ae', name: 'Sara', via: 'back office' } });
    expect(entry.staffId).toBe((await admin.as<StaffMember>('GET', '/api/admin/me')).id);

    const list = await admin.as<{ count: number; staff: StaffMember[] }>('GET', '/api/admin/staff');
    expect(list.count).toBe(list.staff.length);
    expect(list.staff.map((s) => s.email)).toContain('sara@petora.ae');
    expect(JSON.stringify(list)).not.toMatch(/password|scrypt/i);
  });

  it('disables a colleague who left: their sessions end at once, they cannot sign in until enabled again; nobody disables themselves', async () => {
    type Answer = { status: number; staff: StaffMember; message?: string };
    const added = await admin.as<Answer>('POST', '/api/admin/staff', { email: 'omar@petora.ae', name: 'Omar', password: 'night shift 42' });
    const signIn = () => admin.call('POST', '/api/admin/login', { email: 'omar@petora.ae', password: 'night shift 42' }, null);
    const { token } = (await signIn()).json() as { token: string };
    expect((await admin.call('GET', '/api/admin/me', undefined, token)).statusCode).toBe(200);

    const disabled = await admin.as<Answer>('POST', `/api/admin/staff/${added.staff.id}/disable`);
    expect(disabled).toEqual({ status: 1, staff: { ...added.staff, last_login_at: expect.any(String), disabled_at: expect.any(String) } });
    expect((await admin.call('GET', '/api/admin/me', undefined, token)).statusCode).toBe(401);
    const refusedLogin = await signIn();
    expect([refusedLogin.statusCode, refusedLogin.json()]).toEqual([401, { status: 0, message: 'The email or password is not correct.' }]);
    // Again: nothing more happens, nothing more is audited.
    expect((await admin.as<Answer>('POST', `/api/admin/staff/${added.staff.id}/disable`)).staff.disabled_at).toBe(disabled.staff.disabled_at);
    expect((await auditOf(admin.shop, `staff:${added.staff.id}`)).map((e) => e.action)).toEqual(['staff.disable', 'staff.add']);

    const enabled = await admin.as<Answer>('POST', `/api/admin/staff/${added.staff.id}/enable`);
    expect(enabled).toMatchObject({ status: 1, staff: { email: 'omar@petora.ae', disabled_at: null } });
    expect((await signIn()).statusCode).toBe(200);
    expect((await auditOf(admin.shop, `staff:${added.staff.id}`))[0]).toMatchObject({ action: 'staff.enable', details: { email: 'omar@petora.ae' } });

    const me = await admin.as<StaffMember>('GET', '/api/admin/me');
    expect(await admin.as('POST', `/api/admin/staff/${me.id}/disable`)).toEqual({ status: 0, message: 'You cannot disable your own account.' });
    expect((await admin.call('POST', '/api/admin/staff/999999/disable')).statusCode).toBe(404);
    expect((await admin.call('POST', `/api/admin/staff/${added.staff.id}/disable`, { now: true })).statusCode).toBe(400);
  });

  it('lets only one of two colleagues who disable each other at once succeed; an account disabled by hand is refused at once', async () => {
    type Answer = { status: number; message?: string };
    const ids: number[] = [];
    const tokens: string[] = [];
    for (const who of ['rana', 'yusuf']) {
      const added = await admin.as<{ staff: StaffMember }>('POST', '/api/admin/staff', { email: `${who}@petora.ae`, name: who, password: 'both of us 77' });
      ids.push(added.staff.id);
      tokens.push(((await admin.call('POST', '/api/admin/login', { email: `${who}@petora.ae`, password: 'both of us 77' }, null)).json() as { token: string }).token);
    }
    const answers = await Promise.all([
      admin.call('POST', `/api/admin/staff/${ids[1]}/disable`, undefined, tokens[0]),
      admin.call('POST', `/api/admin/staff/${ids[0]}/disable`, undefined, tokens[1]),
    ]);
    const done = answers.filter((a) => a.statusCode === 200 && (a.json() as Answer).status === 1);
    expect(done).toHaveLength(1);
    const rows = await admin.shop.database.db.select().from(staff).where(inArray(staff.id, ids));
    expect(rows.filter((r) => r.disabledAt === null)).toHaveLength(1);

    // An operator's UPDATE, not the back office: kept sessions hear of it all the same.
    const [stillIn] = rows.filter((r) => r.disabledAt === null);
    const token = tokens[ids.indexOf(stillIn.id)];
    expect((await admin.call('GET', '/api/admin/me', undefined, token)).statusCode).toBe(200);
    await admin.shop.database.db.update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, stillIn.id));
    await admin.shop.app.sessionsHeard();
    expect((await admin.call('GET', '/api/admin/me', undefined, token)).statusCode).toBe(401);
    // A request of a disabled account already past its check changes nothing.
    const other = ids.find((id) => id !== stillIn.id)!;
    expect(await setStaffDisabled(admin.shop.database.db, stillIn.id, other, false)).toEqual({ kind: 'refused', message: 'Your account has been disabled.' });
  });

  it.each([
    [{ email: 'not-an-email', name: 'A', password: 'long enough 1' }, 'Please enter a valid email address.'],
    [{ email: 'a@petora.ae', name: '  ', password: 'long enough 1' }, 'Please enter a name.'],
    [{ email: 'a@petora.ae', name: 'A', password: 'short' }, 'The password must be 8 to 128 characters long.'],
    [{ email: 'a@petora.ae', name: 'A\nB', password: 'long enough 1' }, 'The name must be one line of text.'],
    [{ email: 'a@petora.ae', name: 'A\u0000B', password: 'long enough 1' }, 'The field "name" must not contain control characters.'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await admin.call('POST', '/api/admin/staff', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message });
  });

  it('refuses malformed staff bodies with 400', async () => {
    for (const body of [{ email: 'a@petora.ae', name: 'A' }, { email: 5, name: 'A', password: 'long enough 1' }, { email: 'a@petora.ae', name: 'A', password: 'long enough 1', admin: true }]) {
      expect((await admin.call('POST', '/api/admin/staff', body)).statusCode).toBe(400);
    }
    expect(await admin.shop.database.db.select().from(staff).where(eq(staff.email, 'a@petora.ae'))).toEqual([]);
  });

  it('shows the outbox newest first, 20 a page, with delivery state', async () => {
    const db = admin.shop.database.db;
    await db.delete(mailOutbox);
    for (let i = 0; i < 23; i += 1) {
      await db.insert(mailOutbox).values({ to: `c${i}@shop.test`, subject: `Mail ${i}`, text: `Text ${i}`, html: i % 2 ? null : `<p>${i}</p>`, createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)) });
    }
    await db.update(mailOutbox).set({ sentAt: new Date(Date.UTC(2025, 0, 2)), attempts: 1 }).where(eq(mailOutbox.subject, 'Mail 22'));
    await db.update(mailOutbox).set({ error: '550 mailbox unavailable', attempts: 2 }).where(eq(mailOutbox.subject, 'Mail 21'));
    const first = await admin.as<{ count: number; mails: OutboxMail[] }>('GET', '/api/admin/outbox');
    expect(first.count).toBe(23);
    expect(first.mails).toHaveLength(20);
    expect(first.mails[0]).toEqual({ id: expect.any(Number), to: 'c22@shop.test', subject: 'Mail 22', text: 'Text 22', html: '<p>22</p>', date: '2025-01-01T00:22:00.000Z', sent_at: '2025-01-02T00:00:00.000Z', error: null });
    expect(first.mails[1]).toMatchObject({ subject: 'Mail 21', html: null, sent_at: null, error: '550 mailbox unavailable' });
    const second = await admin.as<{ mails: OutboxMail[] }>('GET', '/api/admin/outbox?p=2');
    expect(second.mails.map((m) => m.subject)).toEqual(['Mail 2', 'Mail 1', 'Mail 0']);
    expect((await admin.call('GET', '/api/admin/outbox?p=0')).statusCode).toBe(400);
    expect((await admin.call('GET', '/api/admin/outbox?state=1')).statusCode).toBe(400);
  });

  it('shows the audit log newest first with who did it; entries of removed staff keep no name', async () => {
    const add = async (email: string) => admin.as<{ staff: StaffMember }>('POST', '/api/admin/staff', { email, name: email.split('@')[0], password: 'long enough 1' });
    const gone = await add('temp@petora.ae');
    const kept = await add('kept@petora.ae');
    const page = await admin.as<{ count: number; entries: AuditEntry[] }>('GET', '/api/admin/audit');
    const me = await admin.as<StaffMember>('GET', '/api/admin/me');
    expect(page.entries[0]).toEqual({
      id: expect.any(Number), staff: { id: me.id, email: me.email, name: 'Ops' }, action: 'staff.add', target: `staff:${kept.staff.id}`,
      details: { email: 'kept@petora.ae', name: 'kept', via: 'back office' }, details_shortened: false, date: expect.any(String),
    });
    expect(page.entries[1].target).toBe(`staff:${gone.staff.id}`);
    expect(page.count).toBeGreaterThanOrEqual(3);
    // An entry written by a staff member whose account is later removed stays, without the person.
    const token = (await admin.call('POST', '/api/admin/login', { email: 'temp@petora.ae', password: 'long enough 1' }, null).then((r) => r.json())) as { token: string };
    await admin.call('POST', '/api/admin/staff', { email: 'by-temp@petora.ae', name: 'x', password: 'long enough 1' }, token.token);
    await admin.shop.database.db.delete(staff).where(eq(staff.id, gone.staff.id));
    const after = await admin.as<{ entries: AuditEntry[] }>('GET', '/api/admin/audit');
    expect(after.entries[0]).toMatchObject({ staff: null, action: 'staff.add', details: { email: 'by-temp@petora.ae' } });
  });
});
