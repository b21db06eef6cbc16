import type { DbOrTx } from '../../client';
import { attributes, attributeTypes, brands, categories, metas } from '../../schema';
import type { DemoCatalogue } from '../demo/catalogue';
import { brandLogoName } from '../demo/brands';

// The lookup tables products point at, inserted with their demo ids so that Dog stays 4
// and Cat 5 and the product rows can reference everything directly.

export async function insertReferenceData(db: DbOrTx, catalogue: DemoCatalogue, categoryImages: Map<number, string>): Promise<void> {
  await db.insert(attributeTypes).values(catalogue.attributeTypes.map((t) => ({ id: t.id, name: t.name, type: t.code, sort: t.id })));
  await db.insert(attributes).values(catalogue.attributes.map((a) => ({ id: a.id, typeId: a.typeId, name: a.name, value: a.value, description: a.description })));
  await db.insert(metas).values(catalogue.metas.map((m) => ({ id: m.id, name: m.name, kind: m.kind, display: m.display })));
  await db.insert(brands).values(catalogue.brands.map((b) => ({ id: b.id, name: b.name, slug: b.slug, thumbnail: brandLogoName(b), sort: b.id })));
  await db.insert(categories).values(
    catalogue.categories.map((c) => ({ id: c.id, parentId: c.parentId, name: c.name, slug: c.slug, image: categoryImages.get(c.id) ?? null, sort: c.position })),
  );
}
