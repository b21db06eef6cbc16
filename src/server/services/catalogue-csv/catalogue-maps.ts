// The small tables products point at, loaded whole: category paths, meta names, brand names and
// attributes with their types. Export writes names from them; import finds ids by name.
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attributeTypes, attributes, brands, categories, metas } from '../../db/schema';
import { attributeKey } from '../catalogue-admin/attributes';
import { oneByOne } from '../catalogue-admin/one-by-one';
import { joinPath } from './cells';

export interface AttributeInfo { id: number; typeId: number; typeName: string; typeCode: number; name: string; value: string | null }

export interface CatalogueMaps {
  /** Category id -> full path ("Dog > Food > Dry Food"). */
  categoryPath: Map<number, string>;
  /** Lower-cased path -> category id. */
  categoryByPath: Map<string, number>;
  metaName: Map<number, string>;
  metaByName: Map<string, number>;
  brandName: Map<number, string>;
  brandByName: Map<string, number>;
  attribute: Map<number, AttributeInfo>;
  /** Lower-cased type name -> type (the oldest when names repeat). */
  typeByName: Map<string, { id: number; name: string; code: number }>;
  /** `${typeId}|${attributeKey}` -> attribute id (the oldest when several match). */
  attributeByKey: Map<string, number>;
}

const lower = (text: string) => text.trim().toLowerCase();

function firstWins<K, V>(map: Map<K, V>, key: K, value: V): void {
  if (!map.has(key)) map.set(key, value);
}

export async function loadCatalogueMaps(db: DbOrTx): Promise<CatalogueMaps> {
  const [categoryRows, metaRows, brandRows, typeRows, attributeRows] = await oneByOne([
    db.select().from(categories).orderBy(asc(categories.id)),
    db.select().from(metas).orderBy(asc(metas.id)),
    db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.id)),
    db.select().from(attributeTypes).orderBy(asc(attributeTypes.id)),
    db.select().from(attributes).orderBy(asc(attributes.id)),
  ]);
  const parent = new Map(categoryRows.map((c) => [c.id, c]));
  const categoryPath = new Map<number, string>();
  const pathOf = (id: number, seen = new Set<number>()): string => {
    const known = categoryPath.get(id);
    if (known !== undefined) return known;
    const row = parent.get(id)!;
    // A loop cannot be saved through the back office; should one exist, it is cut here.
    const above = row.parentId !== null && parent.has(row.parentId) && !seen.has(row.parentId) ? pathOf(row.parentId, seen.add(id)) : '';
    const path = above ? joinPath([above, row.name]) : row.name;
    categoryPath.set(id, path);
    return path;
  };
  const categoryByPath = new Map<string, number>();
  for (const row of categoryRows) firstWins(categoryByPath, lower(pathOf(row.id)), row.id);

  const metaByName = new Map<string, number>();
  for (const row of metaRows) firstWins(metaByName, lower(row.name), row.id);
  const brandByName = new Map<string, number>();
  for (const row of brandRows) firstWins(brandByName, lower(row.name), row.id);

  const typeById = new Map(typeRows.map((t) => [t.id, t]));
  const typeByName = new Map<string, { id: number; name: string; code: number }>();
  for (const t of typeRows) firstWins(typeByName, lower(t.name), { id: t.id, name: t.name, code: t.type });
  const attribute = new Map<number, AttributeInfo>();
  const attributeByKey = new Map<string, number>();
  for (const a of attributeRows) {
    const type = typeById.get(a.typeId)!;
    attribute.set(a.id, { id: a.id, typeId: a.typeId, typeName: type.name, typeCode: type.type, name: a.name, value: a.value });
    firstWins(attributeByKey, `${a.typeId}|${attributeKey(type.type, a.name.trim(), a.value)}`, a.id);
  }
  return {
    categoryPath, categoryByPath,
    metaName: new Map(metaRows.map((m) => [m.id, m.name])), metaByName,
    brandName: new Map(brandRows.map((b) => [b.id, b.name])), brandByName,
    attribute, typeByName, attributeByKey,
  };
}
