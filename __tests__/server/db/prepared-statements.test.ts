// A statement built on `preparingOnce(db, name)` and prepared under that name is parsed and
// planned once: on PGlite it is PREPAREd in SQL and EXECUTEd with its values as literals, which
// must be whole numbers, arrays of them or booleans; its rows are those of the statement itself.
import type { PGlite } from '@electric-sql/pglite';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../src/server/db/client';
import { handleOf } from '../../../src/server/db/driver-handles';
import { preparingOnce } from '../../../src/server/db/prepared-statements';
import { products } from '../../../src/server/db/schema';
import { DB_KINDS, createTestDatabase, resetTestDatabase } from '../../support/test-db';

const selectOn = (db: Db) => db
  .select({ id: products.id, name: products.name, active: products.active, createdAt: products.createdAt })
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
    const statement = selectOn(preparingOnce(database.db, `rows_${kind}`)).prepare(`rows_${kind}`);
    for (const [some, active] of [[ids, true], [ids.slice(1), false], [[ids[0]], true]] as const) {
      const afresh = await selectOn(database.db).execute({ ids: some, active });
      expect(afresh.length).toBeGreaterThan(0);
      // Timestamps stay the driver's text, as Drizzle reads them everywhere else.
      expect(typeof afresh[0].createdAt).toBe(typeof (await database.db.select({ at: products.createdAt }).from(products).limit(1))[0].at);
      expect(await statement.execute({ ids: some, active })).toEqual(afresh);
    }
  });

  it('refuses a bad statement name before building anything', () => {
    expect(() => preparingOnce(database.db, 'rows; drop table products')).toThrow('Not a statement name');
  });

  if (kind !== 'pglite') return;

  const client = () => (handleOf(database) as { client: PGlite }).client;

  it('PREPAREs the statement on its first run only and EXECUTEs it on every run', async () => {
    const sent = jest.spyOn(client(), 'query');
    try {
      const statement = selectOn(preparingOnce(database.db, 'rows_counted')).prepare('rows_counted');
      await Promise.all([statement.execute({ ids, active: true }), statement.execute({ ids, active: true })]);
      await statement.execute({ ids: [ids[1]], active: true });
      const texts = sent.mock.calls.map(([text]) => text);
      expect(texts.filter((text) => text.startsWith('prepare rows_counted as select'))).toHaveLength(1);
      expect(texts.filter((text) => text.startsWith('execute '))).toEqual([
        `execute rows_counted('{${ids.join(',')}}', true)`,
        `execute rows_counted('{${ids.join(',')}}', true)`,
        `execute rows_counted('{${ids[1]}}', true)`,
      ]);
    } finally {
      sent.mockRestore();
    }
    const { rows } = await client().query<{ name: string }>(`select name from pg_prepared_statements where name = 'rows_counted'`);
    expect(rows).toEqual([{ name: 'rows_counted' }]);
  });

  it('refuses values that could carry SQL, and sends nothing for them', async () => {
    const statement = selectOn(preparingOnce(database.db, 'rows_guarded')).prepare('rows_guarded');
    const sent = jest.spyOn(client(), 'query');
    try {
      for (const bad of [[`1}'); delete from products; --`], [1.5], [Number.MAX_SAFE_INTEGER + 1]]) {
        await expect(statement.execute({ ids: bad as number[], active: true })).rejects.toMatchObject({ cause: expect.any(TypeError) });
      }
      await expect(statement.execute({ ids, active: 'true' as unknown as boolean })).rejects.toMatchObject({ cause: expect.any(TypeError) });
      expect(sent.mock.calls.map(([text]) => text).filter((text) => text.startsWith('execute'))).toEqual([]);
    } finally {
      sent.mockRestore();
    }
    expect(await database.db.$count(products)).toBe(3);
  });

  it('tries the PREPARE again on the next run when it failed', async () => {
    const statement = selectOn(preparingOnce(database.db, 'rows_retried')).prepare('rows_retried');
    const sent = jest.spyOn(client(), 'query').mockRejectedValueOnce(new Error('database closing'));
    try {
      await expect(statement.execute({ ids, active: true })).rejects.toMatchObject({ cause: new Error('database closing') });
      expect(await statement.execute({ ids, active: true })).toEqual(await selectOn(database.db).execute({ ids, active: true }));
      expect(sent.mock.calls.map(([text]) => text).filter((text) => text.startsWith('prepare rows_retried'))).toHaveLength(2);
    } finally {
      sent.mockRestore();
    }
  });
});
