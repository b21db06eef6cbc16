// The catalogue the search tests read: the demo shop's 170 products (their real names, brands,
// categories, options and SKUs) among GENERATED products of the large seed, which reuse the
// same brands, lines and flavours ("Nordhaven Premium Adult Lamb & Rice Dry Dog Food Value
// Pack"), so every query has look-alikes to rank against, and a few demo products named in
// Arabic (arabic-twins.ts). No pictures are rendered: the search never reads them.
import type { DbOrTx } from '../../../src/server/db/client';
import { refreshAllSearchDocuments } from '../../../src/server/db/search-document';
import { demoCatalogue } from '../../../src/server/db/seed/demo/catalogue';
import { createGenerator } from '../../../src/server/db/seed/large/generate';
import { ensureReferenceData, maxIds } from '../../../src/server/db/seed/large/reference';
import { categoryImages } from '../../../src/server/db/seed/media-jobs';
import { createRng } from '../../../src/server/db/seed/random';
import { insertProducts } from '../../../src/server/db/seed/write/products';
import { insertReferenceData } from '../../../src/server/db/seed/write/reference';
import { drizzleWriter } from '../../../src/server/db/seed/write/row-writer';
import { syncIdSequences } from '../../../src/server/db/sequences';
import { arabicTwins } from './arabic-twins';

export const GENERATED = 1500;

export async function loadSearchCatalogue(db: DbOrTx): Promise<void> {
  const catalogue = demoCatalogue();
  await insertReferenceData(db, catalogue, categoryImages(catalogue));
  await insertProducts(drizzleWriter(db), catalogue.products, {
    brandNames: new Map(catalogue.brands.map((b) => [b.id, b.name])),
    firstVariantId: 1,
  });
  await syncIdSequences(db);
  const lookups = await ensureReferenceData(db);
  const generate = createGenerator({ lookups, pools: catalogue.poolByFamily }, createRng('search-relevance'));
  const start = await maxIds(db);
  const batch = Array.from({ length: GENERATED }, (_, i) => generate(start.product + i + 1));
  await insertProducts(drizzleWriter(db), batch, { brandNames: lookups.brandNames, firstVariantId: start.variant + 1 });
  const after = await maxIds(db);
  await insertProducts(drizzleWriter(db), arabicTwins(catalogue, after.product + 1), { brandNames: lookups.brandNames, firstVariantId: after.variant + 1 });
  await syncIdSequences(db);
  await refreshAllSearchDocuments(db);
}
