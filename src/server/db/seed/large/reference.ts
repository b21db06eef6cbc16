import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { attributes, attributeTypes, brands, categories, metas } from '../../schema';
import { syncIdSequences } from '../../sequences';
import { ATTRIBUTE_TYPE, type AttributeSource, type AttributeTypeKey } from '../demo/attributes';
import { DEMO_BRANDS, brandLogoName } from '../demo/brands';
import { DEMO_FAMILIES, demoCatalogue } from '../demo/catalogue';
import { DEMO_CATEGORIES } from '../demo/categories';

// The large catalogue hangs its products on the demo brands, categories, attributes and
// metas. Whatever of those is missing is added first (ids kept where free), then looked up.

export interface Lookups {
  attribute: AttributeSource;
  metaId(kind: 'feature' | 'badge', name: string): number;
  brandNames: Map<number, string>;
  categoryIds: Set<number>;
}

const key = (a: string | number, b: string) => `${a}:${b}`;

async function ensureAttributes(db: DbOrTx): Promise<Map<string, number>> {
  const demo = demoCatalogue();
  await db.insert(attributeTypes).values(demo.attributeTypes.map((t) => ({ id: t.id, name: t.name, type: t.code, sort: t.id }))).onConflictDoNothing();
  const wanted = new Map<string, { typeId: number; name: string; value: string | null; description: string | null }>();
  for (const a of demo.attributes) wanted.set(key(a.typeId, a.name), a);
  // Options no demo product happened to pick are still possible in the large catalogue.
  for (const family of DEMO_FAMILIES) {
    const plan = family.plan;
    const add = (type: AttributeTypeKey, name: string) => {
      const k = key(ATTRIBUTE_TYPE[type], name);
      if (!wanted.has(k)) wanted.set(k, { typeId: ATTRIBUTE_TYPE[type], name, value: null, description: null });
    };
    if (plan.kind === 'options') plan.options.forEach((o) => add(plan.type, o));
    if (plan.kind !== 'options') plan.colours.forEach((c) => add('colour', c));
    if (plan.kind === 'grid') plan.sizes.forEach((s) => add(plan.type, s));
    for (const [name] of family.offers ?? []) add('offer', name);
  }
  const existing = await db.select({ id: attributes.id, typeId: attributes.typeId, name: attributes.name }).from(attributes);
  const ids = new Map(existing.map((row) => [key(row.typeId, row.name), row.id]));
  const missing = [...wanted.entries()].filter(([k]) => !ids.has(k)).map(([, row]) => row);
  if (missing.length) {
    const inserted = await db.insert(attributes).values(missing).returning({ id: attributes.id, typeId: attributes.typeId, name: attributes.name });
    for (const row of inserted) ids.set(key(row.typeId, row.name), row.id);
  }
  return ids;
}

async function ensureMetas(db: DbOrTx): Promise<Map<string, number>> {
  const wanted = demoCatalogue().metas.map((m) => ({ name: m.name, kind: m.kind, display: m.display }));
  for (const family of DEMO_FAMILIES) {
    for (const name of family.features) if (!wanted.some((m) => m.kind === 'feature' && m.name === name)) wanted.push({ name, kind: 'feature', display: 1 });
  }
  const existing = await db.select({ id: metas.id, kind: metas.kind, name: metas.name }).from(metas);
  const ids = new Map(existing.map((row) => [key(row.kind, row.name), row.id]));
  const missing = wanted.filter((m) => !ids.has(key(m.kind, m.name)));
  if (missing.length) {
    const inserted = await db.insert(metas).values(missing).returning({ id: metas.id, kind: metas.kind, name: metas.name });
    for (const row of inserted) ids.set(key(row.kind, row.name), row.id);
  }
  return ids;
}

export async function ensureReferenceData(db: DbOrTx): Promise<Lookups> {
  await db.insert(brands).values(DEMO_BRANDS.map((b) => ({ id: b.id, name: b.name, slug: b.slug, thumbnail: brandLogoName(b), sort: b.id }))).onConflictDoNothing();
  await db.insert(categories).values(DEMO_CATEGORIES.map((c) => ({ id: c.id, parentId: c.parentId, name: c.name, slug: c.slug, sort: c.position }))).onConflictDoNothing();
  await syncIdSequences(db, ['attribute_types', 'attributes', 'metas', 'brands', 'categories']);
  const attributeIds = await ensureAttributes(db);
  const metaIds = await ensureMetas(db);
  const brandRows = await db.select({ id: brands.id, name: brands.name }).from(brands);
  const categoryRows = await db.select({ id: categories.id }).from(categories);
  return {
    attribute: {
      get(type, name) {
        const id = attributeIds.get(key(ATTRIBUTE_TYPE[type], name));
        if (id === undefined) throw new Error(`Attribute ${type} "${name}" is missing`);
        return { id };
      },
    },
    metaId(kind, name) {
      const id = metaIds.get(key(kind, name));
      if (id === undefined) throw new Error(`Meta ${kind} "${name}" is missing`);
      return id;
    },
    brandNames: new Map(brandRows.map((row) => [row.id, row.name])),
    categoryIds: new Set(categoryRows.map((row) => row.id)),
  };
}

/** Highest ids in use, so generated rows continue after them. */
export async function maxIds(db: DbOrTx): Promise<{ product: number; variant: number }> {
  const result = await db.execute(sql`select (select coalesce(max(id), 0) from products) as product, (select coalesce(max(id), 0) from variants) as variant`);
  const row = result.rows[0] as { product: number | string; variant: number | string };
  return { product: Number(row.product), variant: Number(row.variant) };
}
