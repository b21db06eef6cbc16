// The daily licence expiry check: reminders 30 and 7 days before, each mailed once however
// often and from however many instances the check runs.
import { asc, eq, sql } from 'drizzle-orm';
import { type Database, type Db, openDatabase } from '../../../src/server/db/client';
import { customers, licenceReminders, mailOutbox } from '../../../src/server/db/schema';
import { runLicenceExpiryCheck } from '../../../src/server/services/trade-documents/reminders';
import { startLicenceScheduler } from '../../../src/server/services/trade-documents/scheduler';
import { dubaiToday } from '../../../src/shared/trade-documents';
import { DB_KINDS, type DbKind, TEST_DB_ENV, createTestDatabase, databaseUrl, requireEnv, resetTestDatabase } from '../../support/test-db';

const PUBLIC_URL = 'http://shop.test';
/** 08:00 in Dubai on 1 March 2027. */
const MARCH_1 = new Date('2027-03-01T04:00:00Z');
const daysAfter = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const isoIn = (date: Date, days: number) => dubaiToday(daysAfter(date, days));

let serial = 0;
async function customerWithLicence(db: Db, expiry: string | null, state: 'active' | 'pending' = 'active') {
  serial += 1;
  const [row] = await db.insert(customers).values({
    email: `licence${serial}@shop.test`, name: `Owner ${serial}`, companyName: `Shop ${serial}`, passwordHash: 'x', state,
    licenceExpiry: expiry, licenceVerifiedExpiry: expiry,
  }).returning();
  return row;
}

const reminderMails = (db: Db) => db.select().from(mailOutbox).where(sql`${mailOutbox.subject} like '%trade licence expires%'`).orderBy(asc(mailOutbox.id));
const reminders = (db: Db) => db.select().from(licenceReminders).orderBy(asc(licenceReminders.id));

describe.each(DB_KINDS)('licence expiry check (%s)', (kind: DbKind) => {
  let database: Database;
  beforeAll(async () => { database = await createTestDatabase(kind); });
  afterAll(async () => database.close());
  beforeEach(async () => resetTestDatabase(database));
  const check = (now: Date) => runLicenceExpiryCheck(database.db, { now, publicUrl: PUBLIC_URL });

  it('mails the 30-day reminder once with the upload link, then the 7-day one once', async () => {
    const owner = await customerWithLicence(database.db, '2027-03-31');
    expect(await check(MARCH_1)).toBe(1);
    expect(await check(MARCH_1)).toBe(0);
    expect(await check(daysAfter(MARCH_1, 1))).toBe(0);
    const [first] = await reminderMails(database.db);
    expect(first).toMatchObject({ to: owner.email, subject: 'Petora: your trade licence expires on 31 March 2027' });
    expect(first.text).toContain(`${PUBLIC_URL}/dashboard/profile`);

    expect(await check(daysAfter(MARCH_1, 24))).toBe(1);
    expect(await check(daysAfter(MARCH_1, 25))).toBe(0);
    expect((await reminders(database.db)).map((r) => [r.customerId, r.licenceExpiry, r.daysBefore]))
      .toEqual([[owner.id, '2027-03-31', 30], [owner.id, '2027-03-31', 7]]);
    expect(await reminderMails(database.db)).toHaveLength(2);
  });

  it('reminds nobody too early, after expiry, or before approval; a late licence gets only the 7-day reminder', async () => {
    await customerWithLicence(database.db, isoIn(MARCH_1, 31));
    await customerWithLicence(database.db, isoIn(MARCH_1, -1));
    await customerWithLicence(database.db, isoIn(MARCH_1, 10), 'pending');
    await customerWithLicence(database.db, null);
    const late = await customerWithLicence(database.db, isoIn(MARCH_1, 5));
    expect(await check(MARCH_1)).toBe(1);
    expect((await reminders(database.db)).map((r) => [r.customerId, r.daysBefore])).toEqual([[late.id, 7]]);
  });

  it('starts over for a renewed licence', async () => {
    const owner = await customerWithLicence(database.db, isoIn(MARCH_1, 6));
    expect(await check(MARCH_1)).toBe(1);
    await database.db.update(customers).set({ licenceExpiry: isoIn(MARCH_1, 20) }).where(eq(customers.id, owner.id));
    expect(await check(MARCH_1)).toBe(1);
    expect((await reminders(database.db)).map((r) => r.daysBefore)).toEqual([7, 30]);
  });
});

describe('licence expiry check on several instances (postgres)', () => {
  let first: Database;
  let second: Database;
  let url: string;
  beforeAll(async () => {
    first = await createTestDatabase('postgres');
    const [{ name }] = (await first.db.execute<{ name: string }>(sql`select current_database() as name`)).rows;
    url = databaseUrl(requireEnv(TEST_DB_ENV.adminUrl), name);
    second = await openDatabase({ url, poolMax: 5 });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('mails each reminder once when two instances run the check at the same moment, twice over', async () => {
    const owners = [];
    for (let i = 0; i < 8; i += 1) owners.push(await customerWithLicence(first.db, isoIn(MARCH_1, i % 2 === 0 ? 3 : 25)));
    const runs = await Promise.all([first, second, first, second].map((d) => runLicenceExpiryCheck(d.db, { now: MARCH_1, publicUrl: PUBLIC_URL })));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(8);
    const mails = await reminderMails(first.db);
    expect(mails.map((m) => m.to).sort()).toEqual(owners.map((o) => o.email).sort());
  });

  it('runs the check once through pg-boss when two instances start their schedulers together', async () => {
    await resetTestDatabase(first);
    const owner = await customerWithLicence(first.db, isoIn(new Date(), 10));
    const log = { info: () => undefined, error: (obj: object) => { throw Object.assign(new Error('scheduler error'), obj); } };
    const schedulers = await Promise.all([first, second].map((d) => startLicenceScheduler({ db: d.db, databaseUrl: url, publicUrl: PUBLIC_URL, log })));
    try {
      for (let i = 0; i < 120 && (await reminders(first.db)).length === 0; i += 1) await new Promise((r) => setTimeout(r, 250));
      const schedules = (await first.db.execute<{ name: string; cron: string; timezone: string }>(sql`select name, cron, timezone from pgboss.schedule`)).rows;
      expect(schedules).toEqual([{ name: 'licence-expiry-check', cron: '15 6 * * *', timezone: 'Asia/Dubai' }]);
    } finally {
      await Promise.all(schedulers.map((s) => s.close()));
    }
    expect((await reminderMails(first.db)).map((m) => m.to)).toEqual([owner.email]);
  });
});
