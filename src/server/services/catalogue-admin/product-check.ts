// Checks a product from the editor before anything is written. Problems of the input itself
// answer 400 with the first one found; the message names the variant, tab or FAQ concerned.
import { ruleOf } from '../../../shared/quantity-rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { AdminProductInput, AdminVariant } from '../../../shared/admin-types';
import type { DbOrTx } from '../../db/client';
import { attributes, brands, categories, metas, productImages } from '../../db/schema';
import {
  CATALOGUE_LIMITS as L, nameProblem, priceSetProblem, quantityRuleProblem, slugProblem, stockProblem, textProblem, vatCategoryProblem,
} from './rules';

const variantLabel = (v: AdminVariant, i: number) => `Variant ${i + 1}${v.sku.trim() ? ` (SKU ${v.sku.trim()})` : ''}`;

function textsProblem(input: AdminProductInput): string | null {
  return slugProblem(input.slug)
    ?? nameProblem(input.name, 'product name', L.name)
    ?? textProblem(input.excerpt, 'excerpt', L.excerpt)
    ?? textProblem(input.introduction, 'introduction', L.introduction)
    ?? textProblem(input.meta_description, 'meta description', L.metaDescription)
    ?? input.tabs.map((t, i) => nameProblem(t.tab_name, `name of tab ${i + 1}`, L.tabName) ?? textProblem(t.content, `content of tab ${i + 1}`, L.tabContent)).find(Boolean)
    ?? input.faqs.map((f, i) => {
      if (f.question.trim() === '' || f.answer.trim() === '') return `FAQ ${i + 1} needs a question and an answer.`;
      return textProblem(f.question, `question of FAQ ${i + 1}`, L.question) ?? textProblem(f.answer, `answer of FAQ ${i + 1}`, L.answer);
    }).find(Boolean)
    ?? null;
}

function variantProblem(v: AdminVariant, i: number): string | null {
  const problem = nameProblem(v.sku, 'SKU', L.sku) ?? stockProblem(v.stock) ?? priceSetProblem(v) ?? quantityRuleProblem(ruleOf(v))
    ?? (v.vat_category === undefined ? null : vatCategoryProblem(v.vat_category));
  if (problem) return `${variantLabel(v, i)}: ${problem}`;
  if (new Set(v.attribute_ids).size !== v.attribute_ids.length) return `${variantLabel(v, i)}: the same attribute is given twice.`;
  return null;
}

/** The input's own consistency: texts, each variant, repeated SKUs, ids and attribute sets. */
export function productInputProblem(input: AdminProductInput): string | null {
  const texts = textsProblem(input);
  if (texts) return texts;
  if (input.updated_at_seen !== undefined && Number.isNaN(Date.parse(input.updated_at_seen))) {
    return `updated_at_seen must be the product's updated_at as it was loaded, such as 2025-03-01T08:00:00.000Z (got "${input.updated_at_seen}").`;
  }
  if (input.variants.length === 0) return 'A product needs at least one variant.';
  const problem = input.variants.map(variantProblem).find(Boolean);
  if (problem) return problem;
  const skus = new Map<string, number>();
  const combinations = new Map<string, number>();
  const ids = new Set<number>();
  for (const [i, v] of input.variants.entries()) {
    const sku = v.sku.trim();
    if (skus.has(sku)) return `${variantLabel(v, i)}: the SKU is also used by variant ${skus.get(sku)! + 1}.`;
    skus.set(sku, i);
    const combination = [...v.attribute_ids].sort((a, b) => a - b).join(',');
    if (combinations.has(combination)) return `${variantLabel(v, i)}: variant ${combinations.get(combination)! + 1} has the same attributes.`;
    combinations.set(combination, i);
    if (v.id !== undefined) {
      if (ids.has(v.id)) return `${variantLabel(v, i)}: the variant id ${v.id} is given twice.`;
      ids.add(v.id);
    }
  }
  return null;
}

async function missingIds(db: DbOrTx, table: typeof brands | typeof categories | typeof metas, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, [...ids]))).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** Everything the input points at exists: brand, categories, metas, attributes, thumbnails. */
export async function productReferenceProblem(db: DbOrTx, productId: number | null, input: AdminProductInput): Promise<string | null> {
  if (input.brand_id !== null && (await missingIds(db, brands, [input.brand_id])).length > 0) return `The brand ${input.brand_id} does not exist.`;
  const [category] = await missingIds(db, categories, input.category_ids);
  if (category !== undefined) return `The category ${category} does not exist.`;
  const [meta] = await missingIds(db, metas, input.meta_ids);
  if (meta !== undefined) return `The meta ${meta} does not exist.`;

  const attributeIds = [...new Set(input.variants.flatMap((v) => v.attribute_ids))];
  const typeOf = new Map(attributeIds.length === 0 ? [] : (await db.select({ id: attributes.id, typeId: attributes.typeId })
    .from(attributes).where(inArray(attributes.id, attributeIds))).map((r) => [r.id, r.typeId]));
  const gallery = productId === null ? new Set<string>() : new Set((await db.select({ name: productImages.name })
    .from(productImages).where(and(eq(productImages.productId, productId)))).map((r) => r.name));
  for (const [i, v] of input.variants.entries()) {
    const unknown = v.attribute_ids.find((id) => !typeOf.has(id));
    if (unknown !== undefined) return `${variantLabel(v, i)}: the attribute ${unknown} does not exist.`;
    if (v.attribute_ids.length === 2 && typeOf.get(v.attribute_ids[0]) === typeOf.get(v.attribute_ids[1])) {
      return `${variantLabel(v, i)}: its two attributes must be of two different types.`;
    }
    if (v.thumbnail !== null && !gallery.has(v.thumbnail)) {
      return `${variantLabel(v, i)}: the thumbnail "${v.thumbnail}" is not one of this product's images.`;
    }
  }
  return null;
}
