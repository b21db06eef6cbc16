import { sql } from 'drizzle-orm';
import type { Database, Listener, Listening } from '../../../src/server/db/database-types';
import { Probes } from '../../../src/server/services/notify-probes';
import { DB_KINDS, createTestDatabase } from '../../support/test-db';

// An instance learns it has heard every change committed before a moment by sending a probe
// on the channel it listens to (notify-probes.ts). The probe goes out on the listening
// connection itself: it must come back behind earlier commits, and must not wait for a pooled
// connection when requests hold all of them.

const CHANNEL = 'listening_test';

describe.each(DB_KINDS)('a channel listened to on %s', (kind) => {
  let database: Database;
  let listening: Listening;
  const heard: string[] = [];
  const probes = new Probes();
  const listener: Listener = {
    notified: (payload) => (Probes.isProbe(payload) ? probes.answer(payload) : heard.push(payload)),
    live: () => undefined,
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind, { poolMax: 2 });
    listening = await database.listen(CHANNEL, listener);
  });
  afterAll(async () => {
    await listening.stop();
    await database.close();
  });

  it('hears a notification sent on the listening connection behind those committed before it', async () => {
    heard.length = 0;
    await database.db.execute(sql`select pg_notify(${CHANNEL}, 'written')`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify(${CHANNEL}, 'in a transaction')`);
    });
    let back: () => void = () => undefined;
    const marked = new Promise<void>((resolve) => { back = resolve; });
    const seen = { notified: (payload: string) => { if (payload === 'mark') back(); }, live: () => undefined };
    const second = await database.listen(CHANNEL, seen);
    try {
      await listening.notify('mark');
      await marked;
    } finally {
      await second.stop();
    }
    expect(heard).toEqual(['written', 'in a transaction', 'mark']);
  });

  it('gets a probe back in time while every pooled connection is busy', async () => {
    if (kind === 'pglite') {
      // One connection in all: there is no pool to be kept waiting for.
      expect(await probes.wait((probe) => listening.notify(probe), 500)).toBe(true);
      return;
    }
    // Started now (drizzle's statements run once awaited), holding both pooled connections.
    const busy = [1, 2].map(() => database.db.execute(sql`select pg_sleep(1.5)`).then(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 100));
    try {
      const [onListening, throughPool] = await Promise.all([
        probes.wait((probe) => listening.notify(probe), 500),
        probes.wait((probe) => database.db.execute(sql`select pg_notify(${CHANNEL}, ${probe})`), 500),
      ]);
      expect(onListening).toBe(true);
      // The same probe through the pool waits behind the requests and is given up.
      expect(throughPool).toBe(false);
    } finally {
      await Promise.all(busy);
    }
  });

  it('refuses to send once it has stopped listening', async () => {
    const other = await database.listen(CHANNEL, { notified: () => undefined, live: () => undefined });
    await other.stop();
    if (kind === 'postgres') await expect(other.notify('late')).rejects.toThrow('not listening');
    else await expect(other.notify('late')).resolves.toBeUndefined();
  });
});
