// A statement made by `preparedOnce(db, name, build)` is parsed and planned once: on PGlite it
// is PREPAREd in SQL and EXECUTEd with its values as literals, which must be whole numbers,
// arrays of them or booleans; its rows are those of the statement itself.
import type { PGlite } from '@electric-sql/pglite';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../src/server/db/client';
import { handleOf } from '../../../src/server/db/driver-handles';
import { preparedOnce } from '../../../src/server/db/prepared-statements';
import { products } from '../../../src/server/db/schema';
import { DB_KINDS, createTestDatabase, resetTestDatabase } from '../../support/test-db';

/** Every kind of column the product statements read: numbers, text, booleans, timestamps, JSON. */
const selectOn = (db: Db) => db
  .select({
    id: products.id, name: products.name, active: products.active, createdAt: products.createdAt,
    labels: sql<Array<{ slug: string; at: string }>>`json_build_array(json_build_object('slug', ${products.slug}, 'at', ${products.createdAt}))`,
  })
  .from(products)
  .where(and(sql`${products.id} = any(${sql.placeholder('ids')})`, eq(products.active, sql.placeholder('active'))))
  .orderBy(asc(products.id));

describe.each(DB_KINDS)('statements prepared once (%s)', (kind) => {
  let database: Database;
  let ids: number[];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await resetTestDatabase(database);
    const rows = await database.db.insert(products).values([
      { slug: 'cat-tree', name: 'Cat Tree' },
      { slug: 'dog-bed', name: 'Dog Bed' },
      { slug: 'old-leash', name: 'Old Leash', active: false },
    ]).returning({ id: products.id });
    ids = rows.map(({ id }) => id);
  });

  afterAll(async () => {
    await database.close();
  });

  it('answers the rows the statement answers when built afresh, run after run', async () => {
    const statement = preparedOnce(database.db, `rows_${kind}`, selectOn);
    for (const [some, active] of [[ids, true], [ids.slice(1), false], [[ids[0]], true]] as const) {
      const afresh = await selectOn(database.db).execute({ ids: some, active });
      expect(afresh.length).toBeGreaterThan(0);
      expect(afresh[0].labels).toEqual([{ slug: expect.any(String), at: expect.any(String) }]);
      expect(await statement.execute({ ids: some, active })).toEqual(afresh);
    }
    // Asked again, the database answers the statement it has, without building another.
    const build = jest.fn(selectOn);
    expect(preparedOnce(database.db, `rows_${kind}`, build)).toBe(statement);
    expect(build).not.toHaveBeenCalled();
  });

  it('refuses a bad statement name before building anything', () => {
    const build = jest.fn(selectOn);
    expect(() => preparedOnce(database.db, 'rows; drop table products', build)).toThrow('Not a statement name');
    expect(build).not.toHaveBeenCalled();
  });

  if (kind !== 'pglite') return;

  const client = () => (handleOf(database) as { client: PGlite }).client;

  async function sentDuring(run: () => Promise<unknown>) {
    const sent = jest.spyOn(client(), 'query');
    try {
      await run();
      return sent.mock.calls;
    } finally {
      sent.mockRestore();
    }
  }

  it("PREPAREs the statement on its first run only, and EXECUTEs it on every run with Drizzle's way of reading rows", async () => {
    const statement = preparedOnce(database.db, 'rows_counted', selectOn);
    const calls = await sentDuring(async () => {
      await Promise.all([statement.execute({ ids, active: true }), statement.execute({ ids, active: true })]);
      await statement.execute({ ids: [ids[1]], active: true });
    });
    expect(calls.filter(([text]) => text.startsWith('prepare rows_counted as select'))).toHaveLength(1);
    const executes = calls.filter(([text]) => text.startsWith('execute '));
    expect(executes.map(([text]) => text)).toEqual([
      `execute rows_counted('{${ids.join(',')}}', true)`,
      `execute rows_counted('{${ids.join(',')}}', true)`,
      `execute rows_counted('{${ids[1]}}', true)`,
    ]);
    for (const [, values, options] of executes) {
      expect(values).toEqual([]);
      expect(options).toMatchObject({ rowMode: 'array', parsers: expect.any(Object) });
    }
    const { rows } = await client().query<{ name: string }>(`select name from pg_prepared_statements where name = 'rows_counted'`);
    expect(rows).toEqual([{ name: 'rows_counted' }]);
  });

  it('writes whole numbers as they are, negative ones too', async () => {
    const statement = preparedOnce(database.db, 'rows_signed', selectOn);
    const calls = await sentDuring(async () => expect(await statement.execute({ ids: [-5, ids[0], -0], active: true })).toHaveLength(1));
    expect(calls.map(([text]) => text).filter((text) => text.startsWith('execute'))).toEqual([`execute rows_signed('{-5,${ids[0]},0}', true)`]);
  });

  it('refuses values that could carry SQL before sending anything', async () => {
    const statement = preparedOnce(database.db, 'rows_guarded', selectOn);
    const sparse = [ids[0], ids[1]];
    delete sparse[0];
    const bad: unknown[] = [
      [`1}'::int[] || array(select id from products) || '{`], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY],
      [Number.MAX_SAFE_INTEGER + 1], [[ids[0]]], sparse, String(ids[0]), null,
    ];
    const calls = await sentDuring(async () => {
      for (const value of bad) {
        await expect(statement.execute({ ids: value as number[], active: true })).rejects.toMatchObject({ cause: expect.any(TypeError) });
      }
      await expect(statement.execute({ ids, active: 'true' as unknown as boolean })).rejects.toMatchObject({ cause: expect.any(TypeError) });
    });
    expect(calls).toEqual([]);
  });

  it('tries the PREPARE again on the next run when it failed', async () => {
    const statement = preparedOnce(database.db, 'rows_retried', selectOn);
    const sent = jest.spyOn(client(), 'query').mockRejectedValueOnce(new Error('database closing'));
    try {
      await expect(statement.execute({ ids, active: true })).rejects.toMatchObject({ cause: new Error('database closing') });
      expect(await statement.execute({ ids, active: true })).toEqual(await selectOn(database.db).execute({ ids, active: true }));
      expect(sent.mock.calls.map(([text]) => text).filter((text) => text.startsWith('prepare rows_retried'))).toHaveLength(2);
    } finally {
      sent.mockRestore();
    }
  });

  it('prepares the statement again when the session lost it', async () => {
    const statement = preparedOnce(database.db, 'rows_lost', selectOn);
    const expected = await selectOn(database.db).execute({ ids, active: true });
    expect(await statement.execute({ ids, active: true })).toEqual(expected);
    await client().query('deallocate all');
    const calls = await sentDuring(async () => expect(await statement.execute({ ids, active: true })).toEqual(expected));
    expect(calls.map(([text]) => text.split(' ').slice(0, 2).join(' ').replace(/\(.*/, ''))).toEqual(['execute rows_lost', 'prepare rows_lost', 'execute rows_lost']);
  });

  it('is not for transactions: the database it is built on says so', async () => {
    let on: Db | undefined;
    preparedOnce(database.db, 'rows_in_tx', (db) => selectOn((on = db)));
    await expect((on as Db).transaction(async () => undefined)).rejects.toThrow('Statement rows_in_tx runs outside transactions');
  });
});
