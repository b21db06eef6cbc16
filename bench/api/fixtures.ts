// What the scenarios need besides the catalogue, written straight into the database before the
// server starts (the embedded database allows one process at a time): approved customers
// sharing one password, and articles with stock high enough for every order of the run.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { customers } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/accounts/passwords';

export const BENCH_PASSWORD = 'bench-password-1';
export const customerEmail = (n: number) => `bench-${n}@petora.example`;

export interface Fixtures {
  customerCount: number;
  /** Article ids (variant ids) of active products, stock set very high. */
  articles: number[];
}

export async function writeFixtures(database: Database, customerCount: number, articleCount: number): Promise<Fixtures> {
  const { db } = database;
  // One hash for all: each account still logs in through the API with the same scrypt cost.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const rows = Array.from({ length: customerCount }, (_, i) => ({
    email: customerEmail(i + 1), name: `Bench Buyer ${i + 1}`, companyName: `Bench Trading ${i + 1} L.L.C.`,
    countryId: 1, mobile: `+97150${String(1_000_000 + i).slice(-7)}`, passwordHash,
    state: 'active' as const, confirmedAt: new Date(), decidedAt: new Date(),
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(customers).values(rows.slice(i, i + 500)).onConflictDoNothing();
  // Spread over the catalogue (every k-th article) so orders do not all queue on a few rows.
  const picked = await db.execute<{ id: number }>(sql`
    with active as (
      select v.id, row_number() over (order by v.id) as n from variants v join products p on p.id = v.product_id where p.active
    )
    select id from active where n % greatest(1, (select count(*) from active) / ${articleCount}) = 0 order by id limit ${articleCount}`);
  const articles = picked.rows.map((row) => Number(row.id));
  await db.execute(sql`update variants set stock = 100000000 where id in (${sql.join(articles.map((id) => sql`${id}`), sql`, `)})`);
  return { customerCount, articles };
}
