// Whether the database has every migration this build ships: the readiness check asks it, so
// an instance of a newer release is not sent traffic before the schema it needs is there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './database-types';
import { MIGRATIONS_FOLDER } from './migrate';

interface Journal { entries: Array<{ when: number; tag: string }> }

let latest: number | undefined;

/** The creation time drizzle-kit gave the newest migration; the migrator stores it per row. */
export function latestMigrationMillis(): number {
  if (latest === undefined) {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;
    latest = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return latest;
}

export async function migrationsApplied(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ newest: string | null }>(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const newest = rows[0]?.newest;
  return newest !== null && newest !== undefined && Number(newest) >= latestMigrationMillis();
}
