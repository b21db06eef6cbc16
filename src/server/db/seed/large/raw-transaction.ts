import type { Database } from '../../client';
import { handleOf } from '../../driver-handles';
import type { Execute } from '../write/row-writer';

// One transaction on the driver underneath Drizzle, for the bulk loader's plain INSERTs.
// PGlite serialises transactions itself; PostgreSQL gets a pooled connection of its own, so
// two loads can be in flight at once.

export async function inRawTransaction<T>(database: Database, work: (execute: Execute) => Promise<T>): Promise<T> {
  const handle = handleOf(database);
  if (handle.kind === 'pglite') {
    return handle.client.transaction((tx) => work((text, params) => tx.query(text, params)));
  }
  const client = await handle.pool.connect();
  try {
    await client.query('begin');
    const result = await work((text, params) => client.query(text, params));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
