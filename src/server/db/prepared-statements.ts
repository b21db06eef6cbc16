// A statement the shop runs on nearly every request (the products of a page) should be parsed
// and planned once, not each time. node-postgres does that itself for a statement prepared with
// a name (once per connection). PGlite takes no names: each query is the extended protocol's
// unnamed statement, parsed and planned again, in the server's own thread (a third of loading a
// page of 24 products, measured). There the statement is PREPAREd once in SQL and each run is an
// EXECUTE with its values written as literals, which only ever are whole numbers, arrays of
// them and true or false, so nothing a request sends can become SQL.
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import { PgliteDatabase, drizzle } from 'drizzle-orm/pglite';
import type { Db } from './database-types';
import { PG_ERROR, pgErrorInfo } from './errors';

/** One value of a run as an SQL literal; anything else is refused before it reaches SQL. */
function literal(value: unknown): string {
  if (typeof value === 'boolean' || Number.isSafeInteger(value)) return String(value);
  // Array.from reads holes as undefined, which `every` alone would skip.
  if (Array.isArray(value) && Array.from(value, (item) => Number.isSafeInteger(item)).every(Boolean)) return `'{${value.join(',')}}'`;
  throw new TypeError(`A prepared statement's value must be a whole number, an array of them or a boolean (got ${typeof value})`);
}

/**
 * A database for building the one statement `name` on: that statement runs as PGlite's
 * prepared statement `name`, PREPAREd on its first run (and again should it be gone) and
 * EXECUTEd on every run. Drizzle's own reading of the rows is kept: EXECUTE answers the same
 * columns, and Drizzle's options for reading them are passed on.
 */
function pglitePreparing(client: PGlite, name: string): Db {
  let prepared: { text: string; done: Promise<unknown> } | undefined;
  const prepare = (text: string) => {
    if (prepared && prepared.text !== text) throw new Error(`Statement ${name} is prepared for another text: build each name once`);
    if (!prepared) {
      const done = client.query(`prepare ${name} as ${text}`);
      prepared = { text, done };
      // A failed PREPARE (the database closing, say) is tried again on the next run.
      done.catch(() => {
        if (prepared?.done === done) prepared = undefined;
      });
    }
    return prepared.done;
  };
  const executor = {
    async query(text: string, params: unknown[], options?: QueryOptions) {
      const run = `execute ${name}(${params.map(literal).join(', ')})`;
      await prepare(text);
      try {
        return await client.query(run, [], options);
      } catch (error) {
        if (pgErrorInfo(error)?.code !== PG_ERROR.invalidStatementName) throw error;
        // Gone from the session (DEALLOCATE ALL, DISCARD ALL): prepared again, run once more.
        prepared = undefined;
        await prepare(text);
        return client.query(run, [], options);
      }
    },
    transaction() {
      throw new Error(`Statement ${name} runs outside transactions; build it on the transaction instead`);
    },
  };
  return drizzle({ client: executor as unknown as PGlite }) as unknown as Db;
}

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * Statement `name` of `db`, built by `build` (on the first call for that name and database;
 * later calls answer the same statement) on a database where, prepared under that name, it is
 * parsed and planned once per connection: `db` itself on PostgreSQL (node-postgres prepares a
 * named statement on each connection), a preparing one on PGlite (see above). Outside
 * transactions only.
 */
export function preparedOnce<Prepared>(db: Db, name: string, build: (db: Db) => { prepare(name: string): Prepared }): Prepared {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Not a statement name: ${name}`);
  let known = statements.get(db);
  if (!known) statements.set(db, (known = new Map()));
  if (known.has(name)) return known.get(name) as Prepared;
  const on = is(db, PgliteDatabase) ? pglitePreparing((db as unknown as { $client: PGlite }).$client, name) : db;
  const statement = build(on).prepare(name);
  known.set(name, statement);
  return statement;
}
