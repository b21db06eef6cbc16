import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Database } from './database-types';

/**
 * The raw driver behind a Database. Kept out of the public Database shape so that callers
 * stay driver-agnostic; only migrations and snapshots in this folder need it.
 */
export type DriverHandle = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: Pool };

const handles = new WeakMap<Database, DriverHandle>();

export function registerHandle(database: Database, handle: DriverHandle): void {
  handles.set(database, handle);
}

export function handleOf(database: Database): DriverHandle {
  const handle = handles.get(database);
  if (!handle) throw new Error('This Database was not created by openDatabase');
  return handle;
}

/**
 * A tarball of an embedded database's files, to be passed back as `loadDataDir` to
 * openDatabase. Restoring a migrated (or seeded) snapshot is far faster than migrating anew.
 */
export async function dumpDatabase(database: Database): Promise<Blob> {
  const handle = handleOf(database);
  if (handle.kind !== 'pglite') throw new Error('Only an embedded (PGlite) database can be dumped');
  // Uncompressed: the dump is read back at once, and gunzip would only cost time on each restore.
  return handle.client.dumpDataDir('none');
}
