// Metas: features ("Grain free") and badges ("Best seller"); a badge with display 0 is kept
// for lists but not drawn. Names are unique (any case): the catalogue CSV names metas.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AdminMeta, AdminMetaInput } from '../../../shared/admin-types';
import type { Db, DbOrTx } from '../../db/client';
import { type MetaRow, metas, productMetas } from '../../db/schema';
import { audit } from '../admin/audit';
import { type Outcome, done, invalid, notFound, refused } from '../admin/outcome';
import { CATALOGUE_LIMITS as L, nameProblem } from './rules';

export const META_MESSAGES = {
  nameTaken: (name: string) => `A meta named "${name}" already exists.`,
  badName: 'A meta name must not contain "|" (the catalogue file uses it to list metas).',
} as const;

const productCount = sql<number>`(select count(*)::int from ${productMetas} where ${productMetas.metaId} = ${metas.id})`;

const toAdminMeta = (row: MetaRow, products: number): AdminMeta => ({
  id: row.id, name: row.name, kind: row.kind, display: row.display === 0 ? 0 : 1, products,
});

export async function listAdminMetas(db: DbOrTx): Promise<{ count: number; metas: AdminMeta[] }> {
  const rows = await db.select({ meta: metas, products: productCount }).from(metas).orderBy(asc(metas.kind), asc(metas.name), asc(metas.id));
  return { count: rows.length, metas: rows.map((r) => toAdminMeta(r.meta, r.products)) };
}

export async function saveMeta(db: Db, staffId: number, id: number | null, input: AdminMetaInput): Promise<Outcome<{ meta: AdminMeta }>> {
  const name = input.name.trim();
  const problem = nameProblem(name, 'meta name', L.name) ?? (name.includes('|') ? META_MESSAGES.badName : null);
  if (problem) return invalid(problem);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${metas} in share row exclusive mode`);
    const [before] = id === null ? [undefined] : await tx.select().from(metas).where(eq(metas.id, id));
    if (id !== null && !before) return notFound;
    const [clash] = await tx.select({ id: metas.id }).from(metas)
      .where(and(sql`lower(${metas.name}) = ${name.toLowerCase()}`, id === null ? undefined : ne(metas.id, id)));
    if (clash) return refused(META_MESSAGES.nameTaken(name));
    const values = { name, kind: input.kind, display: input.display };
    const [row] = before
      ? await tx.update(metas).set(values).where(eq(metas.id, before.id)).returning()
      : await tx.insert(metas).values(values).returning();
    await audit(tx, staffId, before ? 'meta.update' : 'meta.create', `meta:${row.id}`, {
      ...values, ...(before ? { before: { name: before.name, kind: before.kind, display: before.display } } : {}),
    });
    const [{ products }] = await tx.select({ products: productCount }).from(metas).where(eq(metas.id, row.id));
    return done({ meta: toAdminMeta(row, products) });
  });
}

/** Products lose the meta (the links cascade). */
export async function deleteMeta(db: Db, staffId: number, id: number): Promise<Outcome<Record<string, never>>> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(metas).where(eq(metas.id, id)).for('update');
    if (!row) return notFound;
    const links = await tx.delete(productMetas).where(eq(productMetas.metaId, id)).returning();
    await tx.delete(metas).where(eq(metas.id, id));
    await audit(tx, staffId, 'meta.delete', `meta:${id}`, { name: row.name, kind: row.kind, products: links.length });
    return done({});
  });
}
