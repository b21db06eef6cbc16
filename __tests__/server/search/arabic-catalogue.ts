// A small catalogue named mostly in Arabic, as staff in the UAE may name it: with and without
// vowel marks, hamza and ta marbuta, with Arabic-Indic digits, the article and "for the" (لل),
// Arabic brands and categories, next to a few English products.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../src/server/db/client';
import { refreshSearchDocuments } from '../../../src/server/db/search-document';

export interface ArabicProduct {
  key: string;
  name: string;
  sku: string;
  brand: string | null;
  category: string | null;
  excerpt?: string;
}

export const ARABIC_BRANDS = ['نُجوم الصحراء', 'Playmoor', 'Nordhaven'];

/** Categories as [name, parent name]. */
export const ARABIC_CATEGORIES: ReadonlyArray<readonly [string, string | null]> = [
  ['مستلزمات القطط', null],
  ['أغذية القطط', 'مستلزمات القطط'],
  ['ألعاب الكلاب', null],
  ['Dog Food', null],
];

/** In the order they are written: the later, the newer. */
export const ARABIC_PRODUCTS: readonly ArabicProduct[] = [
  { key: 'dry', name: 'طَعام القِطَط الجاف ٢ كغ', sku: 'RC-1042-01', brand: 'نُجوم الصحراء', category: 'أغذية القطط', excerpt: 'وجبة كاملة للقطط البالغة' },
  { key: 'wet', name: 'أغذية رطبة للقطط', sku: 'PUR-2001', brand: 'نُجوم الصحراء', category: 'أغذية القطط' },
  { key: 'ball', name: 'كرة مطاطية للكلاب', sku: 'PLA-3001', brand: 'Playmoor', category: 'ألعاب الكلاب' },
  { key: 'supplement', name: 'مُكمّل غذائي للكلاب البالغة', sku: 'VET-4001', brand: null, category: null },
  { key: 'litter', name: 'رمل القطط المتكتل ١٠ لتر', sku: 'SAN-5001', brand: null, category: 'مستلزمات القطط' },
  { key: 'aquarium', name: 'حوض مائي زجاجي ٦٠ لتر', sku: 'AQU-6001', brand: null, category: null },
  { key: 'collar', name: 'طوق لؤلؤي للقطط', sku: 'TAI-7001', brand: null, category: 'مستلزمات القطط' },
  { key: 'treats', name: 'حلوى الكلاب بالدجاج', sku: 'DUN-8001', brand: null, category: 'Dog Food' },
  { key: 'feather', name: 'لُعبة ريشة للقطط', sku: 'WHI-9001', brand: null, category: 'مستلزمات القطط' },
  { key: 'bed', name: 'سَرير القِطَط', sku: 'COZ-1101', brand: null, category: 'مستلزمات القطط' },
  // Newer, and its words more often: without the exact name, it would come before the bed.
  { key: 'comfy-bed', name: 'سرير القطط المريح', sku: 'COZ-1102', brand: null, category: 'مستلزمات القطط', excerpt: 'سرير القطط الناعم؛ سرير للقطط' },
  { key: 'nordhaven', name: 'Nordhaven Adult Dry Dog Food 2 kg', sku: 'NOR-0001-02', brand: 'Nordhaven', category: 'Dog Food' },
  { key: 'squeaky', name: 'Playmoor Squeaky Ball', sku: 'PLA-0041', brand: 'Playmoor', category: 'ألعاب الكلاب' },
];

const first = async <T>(db: DbOrTx, statement: ReturnType<typeof sql>) => (await db.execute<{ id: T }>(statement)).rows[0].id;

/** Writes the catalogue and its search documents; the product ids by key. */
export async function loadArabicCatalogue(db: DbOrTx): Promise<Map<string, number>> {
  const brands = new Map<string, number>();
  for (const [i, name] of ARABIC_BRANDS.entries()) {
    brands.set(name, Number(await first(db, sql`insert into brands (name, slug, sort) values (${name}, ${`brand-${i}`}, ${i}) returning id`)));
  }
  const categories = new Map<string, number>();
  for (const [i, [name, parent]] of ARABIC_CATEGORIES.entries()) {
    const parentId = parent === null ? null : categories.get(parent)!;
    categories.set(name, Number(await first(db, sql`
      insert into categories (parent_id, name, slug, sort) values (${parentId}, ${name}, ${`category-${i}`}, ${i}) returning id`)));
  }
  const ids = new Map<string, number>();
  for (const [i, product] of ARABIC_PRODUCTS.entries()) {
    const brandId = product.brand === null ? null : brands.get(product.brand)!;
    const created = new Date(Date.UTC(2025, 0, 1 + i));
    const id = Number(await first(db, sql`
      insert into products (slug, name, brand_id, excerpt, created_at) values (${product.key}, ${product.name}, ${brandId}, ${product.excerpt ?? ''}, ${created.toISOString()})
      returning id`));
    await db.execute(sql`insert into variants (product_id, sku, price_fils) values (${id}, ${product.sku}, 1000)`);
    if (product.category !== null) {
      await db.execute(sql`insert into product_categories (product_id, category_id) values (${id}, ${categories.get(product.category)!})`);
    }
    ids.set(product.key, id);
  }
  await refreshSearchDocuments(db, [...ids.values()]);
  return ids;
}
