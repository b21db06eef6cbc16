// A statement the shop runs on nearly every request (the products of a page) should be parsed
// and planned once, not each time. node-postgres does that itself for a statement prepared with
// a name (once per connection). PGlite takes no names: each query is the extended protocol's
// unnamed statement, parsed and planned again, in the server's own thread (a third of loading a
// page of 24 products, measured). There the statement is PREPAREd once in SQL and each run is an
// EXECUTE with its values written as literals, which only ever are whole numbers, arrays of
// them and true or false, so nothing a request sends can become SQL.
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db } from './database-types';

/** One value of a run as an SQL literal; anything else is refused before it reaches SQL. */
function literal(value: unknown): string {
  if (typeof value === 'boolean') return String(value);
  if (Number.isSafeInteger(value)) return String(value);
  if (Array.isArray(value) && value.every((item) => Number.isSafeInteger(item))) return `'{${value.join(',')}}'`;
  throw new TypeError(`A prepared statement's value must be a whole number, an array of them or a boolean (got ${typeof value})`);
}

/**
 * A database (for building one statement and preparing it with `.prepare(name)`) on which that
 * statement runs as PGlite's prepared statement `name`: PREPAREd on its first run, EXECUTEd on
 * every run. Drizzle's own reading of the rows is kept: the EXECUTE answers the same columns.
 */
function pglitePreparing(client: PGlite, name: string): Db {
  let prepared: { text: string; done: Promise<unknown> } | undefined;
  const executor = {
    async query(text: string, params: unknown[], options?: QueryOptions) {
      const values = params.map(literal).join(', ');
      if (prepared && prepared.text !== text) throw new Error(`Prepared statement ${name} was prepared for another text`);
      if (!prepared) {
        const done = client.query(`prepare ${name} as ${text}`);
        prepared = { text, done };
        // A failed PREPARE (the database closing, say) is tried again on the next run.
        done.catch(() => {
          if (prepared?.done === done) prepared = undefined;
        });
      }
      await prepared.done;
      return client.query(`execute ${name}(${values})`, [], options);
    },
  };
  return drizzle({ client: executor as unknown as PGlite }) as unknown as Db;
}

/**
 * The database to build statement `name` on so that, prepared with `.prepare(name)`, it is
 * parsed and planned once: `db` itself on PostgreSQL, a preparing one on PGlite (see above).
 * Build each name once per `db`, outside a transaction.
 */
export function preparingOnce(db: Db, name: string): Db {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Not a statement name: ${name}`);
  const client = (db as unknown as { $client: unknown }).$client;
  return client instanceof PGlite ? pglitePreparing(client, name) : db;
}
