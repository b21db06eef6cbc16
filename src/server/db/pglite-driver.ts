import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from './database-types';
import { registerHandle } from './driver-handles';
import * as schema from './schema';

/** Embedded PostgreSQL (WASM, one connection) with pg_trgm for the term search index. */
export async function openPglite(opts: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (opts.dataDir) await mkdir(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir, {
    extensions: { pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  // Both drivers build the same PgDatabase at runtime; only their result HKT differs (see Db).
  const db = drizzle({ client, schema }) as unknown as Db;
  let closed = false;
  const database: Database = {
    db,
    kind: 'pglite',
    async ping() {
      await db.execute(sql`select 1`);
    },
    // One process holds the embedded database: a notification is heard as its write commits.
    async listen(channel, listener) {
      const unlisten = await client.listen(channel, (payload) => listener.notified(payload));
      listener.live(true);
      return {
        stop: async () => {
          listener.live(false);
          await unlisten();
        },
      };
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
  registerHandle(database, { kind: 'pglite', client });
  return database;
}
