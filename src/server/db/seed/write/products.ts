import { faqs, productCategories, productImages, productMetas, products, productTabs, reviews, variantAttributes, variants } from '../../schema';
import { buildSearchText } from '../../search-text';
import type { DemoProduct } from '../demo/catalogue';
import type { RowWriter } from './row-writer';

// Products and everything hanging off them. Variant ids are assigned here (explicitly) so
// the variant_attributes rows can be written without reading ids back.

export interface ProductWriteOptions {
  brandNames: Map<number, string>;
  /** First variant id to use; the caller moves the identity sequences on afterwards. */
  firstVariantId: number;
}

export interface ProductWriteResult {
  nextVariantId: number;
  /** Rows written over all tables, for throughput reports. */
  rows: number;
}

export async function insertProducts(write: RowWriter, list: readonly DemoProduct[], opts: ProductWriteOptions): Promise<ProductWriteResult> {
  let nextVariantId = opts.firstVariantId;
  const variantRows: Array<typeof variants.$inferInsert> = [];
  const variantAttributeRows: Array<typeof variantAttributes.$inferInsert> = [];
  for (const product of list) {
    product.variants.forEach((variant, position) => {
      const id = nextVariantId++;
      const { attributeIds, ...prices } = variant;
      variantRows.push({ id, productId: product.id, position, ...prices });
      attributeIds.forEach((attributeId, i) => variantAttributeRows.push({ variantId: id, attributeId, dimension: i + 1 }));
    });
  }
  const productRows = list.map((p) => ({
    id: p.id, slug: p.slug, name: p.name, brandId: p.brandId, excerpt: p.excerpt, introduction: p.introduction,
    metaDescription: p.metaDescription, rate: p.rate, directFast: p.directFast === 1, createdAt: p.createdAt, updatedAt: p.createdAt,
    searchText: buildSearchText({ name: p.name, brandName: opts.brandNames.get(p.brandId), skus: p.variants.map((v) => v.sku), excerpt: p.excerpt }),
  }));
  const categoryRows = list.map((p) => ({ productId: p.id, categoryId: p.categoryId }));
  const imageRows = list.flatMap((p) => p.images.map((name, position) => ({ productId: p.id, position, name })));
  const metaRows = list.flatMap((p) => p.metaIds.map((metaId) => ({ productId: p.id, metaId })));
  const tabRows = list.flatMap((p) => p.tabs.map((t, position) => ({ productId: p.id, tabName: t.tab_name, content: t.content, position })));
  const faqRows = list.flatMap((p) => p.faqs.map((f, position) => ({ productId: p.id, question: f.question, answer: f.answer, position })));
  const reviewRows = list.flatMap((p) =>
    p.reviews.map((r) => ({ productId: p.id, customerName: r.customer_name, comment: r.comment, rate: r.rate, createdAt: new Date(`${r.date}T10:00:00Z`) })),
  );
  // Parents before children: the foreign keys are checked row by row.
  await write(products, productRows);
  await write(productCategories, categoryRows);
  await write(productImages, imageRows);
  await write(productMetas, metaRows);
  await write(variants, variantRows);
  await write(variantAttributes, variantAttributeRows);
  await write(productTabs, tabRows);
  await write(faqs, faqRows);
  await write(reviews, reviewRows);
  const rows = [productRows, categoryRows, imageRows, metaRows, variantRows, variantAttributeRows, tabRows, faqRows, reviewRows]
    .reduce((sum, group) => sum + group.length, 0);
  return { nextVariantId, rows };
}
