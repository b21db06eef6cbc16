// The rules every catalogue write follows, whether it comes from the product editor or from a
// CSV file: text caps, slugs, prices in AED with at most two decimals, stock.
import { MAX_CART_COUNT } from '../../../shared/constants';
import { toFils } from '../../../shared/money';
import { type QuantityRule, isSatisfiable } from '../../../shared/quantity-rules';
import { VAT_CATEGORIES, type VatCategory } from '../../../shared/tax';

/** HTML is stored as given (the storefront sanitizes it on output); these caps bound it. */
export const CATALOGUE_LIMITS = {
  slug: 200,
  name: 300,
  sku: 100,
  excerpt: 10_000,
  introduction: 50_000,
  metaDescription: 1_000,
  tabName: 100,
  tabContent: 50_000,
  tabs: 20,
  question: 1_000,
  answer: 10_000,
  faqs: 100,
  variants: 300,
  categories: 20,
  metas: 50,
  images: 30,
  mediaName: 200,
  attributeName: 100,
  attributeValue: 100,
  description: 1_000,
} as const;

/** Highest price in AED: its fils still fit the integer columns. */
export const MAX_PRICE_AED = 10_000_000;
export const MAX_STOCK = 1_000_000_000;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugProblem(slug: string, what = 'slug'): string | null {
  if (slug.length === 0) return `The ${what} is required.`;
  if (slug.length > CATALOGUE_LIMITS.slug) return `The ${what} must be at most ${CATALOGUE_LIMITS.slug} characters long.`;
  if (!SLUG.test(slug)) return `The ${what} "${slug}" may hold only lower-case letters, digits and single dashes between them.`;
  return null;
}

/** PostgreSQL text cannot hold NUL; other control characters have no place in names either. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlCharacters(text: string): boolean {
  return CONTROL.test(text);
}

/** A name a person typed: not blank, within its cap, on one line. */
export function nameProblem(value: string, label: string, max: number): string | null {
  if (value.trim() === '') return `The ${label} is required.`;
  if (value.length > max) return `The ${label} must be at most ${max} characters long.`;
  if (hasControlCharacters(value) || /[\r\n]/.test(value)) return `The ${label} must be one line of text.`;
  return null;
}

export function textProblem(value: string, label: string, max: number): string | null {
  if (value.length > max) return `The ${label} must be at most ${max.toLocaleString('en-US')} characters long.`;
  if (value.includes('\u0000')) return `The ${label} must not contain NUL characters.`;
  return null;
}

export function priceProblem(value: number, label: string): string | null {
  if (!Number.isFinite(value) || value < 0) return `The ${label} must be a number of at least 0.`;
  if (value > MAX_PRICE_AED) return `The ${label} must be at most ${MAX_PRICE_AED.toLocaleString('en-US')} AED.`;
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return `The ${label} must have at most 2 decimals.`;
  return null;
}

export function stockProblem(value: number): string | null {
  if (!Number.isInteger(value) || value < 0) return 'The stock must be a whole number of at least 0.';
  if (value > MAX_STOCK) return `The stock must be at most ${MAX_STOCK.toLocaleString('en-US')}.`;
  return null;
}

/** The rule's numbers on their own; whether any count meets all three is isSatisfiable's answer. */
export const isVatCategory = (value: unknown): value is VatCategory => (VAT_CATEGORIES as readonly unknown[]).includes(value);

/** The VAT category's problem, naming the three codes; `label` says where it was given. */
export function vatCategoryProblem(value: unknown, label = 'The VAT category'): string | null {
  if (isVatCategory(value)) return null;
  return `${label} must be S (standard, 5 %), Z (zero-rated) or E (exempt)${typeof value === 'string' ? ` (got "${value}")` : ''}.`;
}

export function quantityRuleProblem(rule: QuantityRule): string | null {
  const fields: Array<[number | null, string]> = [[rule.min_order, 'minimum order'], [rule.order_multiple, 'order multiple'], [rule.max_order, 'maximum per order']];
  for (const [value, label] of fields) {
    if (value === null) continue;
    if (!Number.isInteger(value) || value < 1) return `The ${label} must be a whole number of at least 1.`;
    if (value > MAX_CART_COUNT) return `The ${label} must be at most ${MAX_CART_COUNT.toLocaleString('en-US')}.`;
  }
  if (!isSatisfiable(rule)) return 'No quantity meets the minimum order, the order multiple and the maximum per order together.';
  return null;
}

/** The rule columns of a variant from the editor's payload (fields left out: no rule). */
export function toRuleColumns(v: { min_order?: number; order_multiple?: number; max_order?: number | null }) {
  return { minOrder: v.min_order ?? 1, orderMultiple: v.order_multiple ?? 1, maxOrder: v.max_order ?? null };
}

export interface PriceSet { price: number; sale_price: number | null; b2b_price: number | null; b2b_sale_price: number | null }
export interface PriceFils { priceFils: number; salePriceFils: number | null; b2bPriceFils: number | null; b2bSalePriceFils: number | null }

const filsOrNull = (aed: number | null) => (aed === null ? null : toFils(aed));

/** Each price on its own, then the pairs: a sale price is never above the price it reduces. */
export function priceSetProblem(set: PriceSet): string | null {
  const labels: Array<[keyof PriceSet, string]> = [['price', 'price'], ['sale_price', 'sale price'], ['b2b_price', 'B2B price'], ['b2b_sale_price', 'B2B sale price']];
  for (const [key, label] of labels) {
    const value = set[key];
    const problem = value === null ? null : priceProblem(value, label);
    if (problem) return problem;
  }
  const fils = toPriceFils(set);
  if (fils.salePriceFils !== null && fils.salePriceFils > fils.priceFils) return 'The sale price must not be above the price.';
  // B2B buyers are charged the retail price when there is no B2B price, so that is what a B2B sale reduces.
  const b2bBase = fils.b2bPriceFils ?? fils.priceFils;
  if (fils.b2bSalePriceFils !== null && fils.b2bSalePriceFils > b2bBase) {
    return fils.b2bPriceFils === null ? 'The B2B sale price must not be above the price.' : 'The B2B sale price must not be above the B2B price.';
  }
  return null;
}

export function toPriceFils(set: PriceSet): PriceFils {
  return {
    priceFils: toFils(set.price),
    salePriceFils: filsOrNull(set.sale_price),
    b2bPriceFils: filsOrNull(set.b2b_price),
    b2bSalePriceFils: filsOrNull(set.b2b_sale_price),
  };
}

/** "Rex's Bowl & Co." -> "rex-s-bowl-and-co"; a name with no letters or digits gives "". */
export function slugify(text: string): string {
  return text.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, CATALOGUE_LIMITS.slug).replace(/-+$/, '');
}
