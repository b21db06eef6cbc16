import { sql } from 'drizzle-orm';
import type { Database, Listener, Listening } from '../../../src/server/db/database-types';
import { Probes } from '../../../src/server/services/notify-probes';
import { DB_KINDS, createTestDatabase } from '../../support/test-db';

// An instance learns it has heard every change committed before a moment by sending a probe
// on the channel it listens to (notify-probes.ts). Probes go out through `Database.notify`, on a
// connection kept for them: heard behind earlier commits, and not kept waiting for a pooled
// connection when requests hold all of them.

const CHANNEL = 'listening_test';

describe.each(DB_KINDS)('probes on %s', (kind) => {
  let database: Database;
  let listening: Listening;
  const heard: string[] = [];
  const probes = new Probes();
  let marked: () => void = () => undefined;
  const listener: Listener = {
    notified: (payload) => {
      if (Probes.isProbe(payload)) probes.answer(payload);
      else if (payload === 'mark') marked();
      else heard.push(payload);
    },
    live: () => undefined,
  };
  const probe = (ms = 500) => probes.wait((payload) => database.notify(CHANNEL, payload), ms);

  beforeAll(async () => {
    database = await createTestDatabase(kind, { poolMax: 2 });
    listening = await database.listen(CHANNEL, listener);
  });
  afterAll(async () => {
    await listening.stop();
    await database.close();
  });

  it('hears what Database.notify sends behind what was committed before it', async () => {
    heard.length = 0;
    await database.db.execute(sql`select pg_notify(${CHANNEL}, 'written')`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify(${CHANNEL}, 'in a transaction')`);
    });
    await new Promise<void>((resolve) => {
      marked = resolve;
      void database.notify(CHANNEL, 'mark');
    });
    expect(heard).toEqual(['written', 'in a transaction']);
    expect(await probe()).toBe(true);
  });

  it('gets a probe back in time while every pooled connection is busy', async () => {
    if (kind === 'pglite') {
      // One connection in all: there is no pool to be kept waiting for.
      expect(await probe()).toBe(true);
      return;
    }
    // Started now (drizzle's statements run once awaited), holding both pooled connections.
    const busy = [1, 2].map(() => database.db.execute(sql`select pg_sleep(1.5)`).then(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      const [own, throughPool] = await Promise.all([
        probe(),
        probes.wait((payload) => database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`), 500),
      ]);
      expect(own).toBe(true);
      // The same probe through the pool waits behind the requests and is given up.
      expect(throughPool).toBe(false);
    } finally {
      await Promise.all(busy);
    }
  });

  it('opens another connection for probes when the one it had was ended', async () => {
    expect(await probe()).toBe(true);
    if (kind === 'postgres') {
      const ended = await database.db.execute<{ ended: boolean }>(sql`
        select pg_terminate_backend(pid) as ended from pg_stat_activity
        where application_name = 'petora-notify' and datname = current_database()`);
      expect(ended.rows).toEqual([{ ended: true }]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The pool drops the dead connection with the first probe's failure at the latest.
      const afterwards = [await probe(), await probe()];
      expect(afterwards[1]).toBe(true);
    }
  });
});
