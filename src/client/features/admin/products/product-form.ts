import type { AdminProduct, AdminProductInput, AdminVariant } from '../../../../shared/admin-types';
import type { VatCategory } from '../../../../shared/tax';

// The editor's form: text fields as typed (numbers stay strings until sent), rows with keys
// that survive reordering, and the conversion to the payload the server takes.

export interface VariantRow {
  key: string;
  id?: number;
  sku: string;
  stock: string;
  price: string;
  sale_price: string;
  b2b_price: string;
  b2b_sale_price: string;
  /** Quantity rule; blank minimum and multiple mean 1, a blank maximum none. */
  min_order: string;
  order_multiple: string;
  max_order: string;
  /** Attribute ids as select values; '' when none is chosen. */
  attribute_1: string;
  attribute_2: string;
  thumbnail: string;
  vat_category: VatCategory;
}

export interface ProductForm {
  name: string;
  slug: string;
  brand_id: string;
  category_ids: number[];
  meta_ids: number[];
  active: boolean;
  direct_fast: boolean;
  excerpt: string;
  introduction: string;
  meta_description: string;
  tabs: Array<{ key: string; tab_name: string; content: string }>;
  faqs: Array<{ key: string; question: string; answer: string }>;
  variants: VariantRow[];
}

let nextKey = 0;
/** A key for a new row; rows are never compared across page loads, so a counter is enough. */
export const rowKey = (): string => `row-${(nextKey += 1)}`;

const money = (value: number | null) => (value === null ? '' : String(value));

export function variantRow(variant?: AdminVariant): VariantRow {
  return {
    key: rowKey(),
    id: variant?.id,
    sku: variant?.sku ?? '',
    stock: variant ? String(variant.stock) : '0',
    price: variant ? money(variant.price) : '',
    sale_price: money(variant?.sale_price ?? null),
    b2b_price: money(variant?.b2b_price ?? null),
    b2b_sale_price: money(variant?.b2b_sale_price ?? null),
    min_order: String(variant?.min_order ?? 1),
    order_multiple: String(variant?.order_multiple ?? 1),
    max_order: variant?.max_order == null ? '' : String(variant.max_order),
    attribute_1: variant?.attribute_ids[0] ? String(variant.attribute_ids[0]) : '',
    attribute_2: variant?.attribute_ids[1] ? String(variant.attribute_ids[1]) : '',
    thumbnail: variant?.thumbnail ?? '',
    vat_category: variant?.vat_category ?? 'S',
  };
}

export function formFromProduct(product: AdminProduct | null): ProductForm {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    brand_id: product?.brand_id ? String(product.brand_id) : '',
    category_ids: product?.category_ids ?? [],
    meta_ids: product?.meta_ids ?? [],
    active: product?.active ?? true,
    direct_fast: product?.direct_fast ?? false,
    excerpt: product?.excerpt ?? '',
    introduction: product?.introduction ?? '',
    meta_description: product?.meta_description ?? '',
    tabs: (product?.tabs ?? []).map((tab) => ({ key: rowKey(), ...tab })),
    faqs: (product?.faqs ?? []).map((faq) => ({ key: rowKey(), ...faq })),
    variants: product ? product.variants.map(variantRow) : [variantRow()],
  };
}

/** A typed amount; blank optional prices become null, anything unreadable NaN (caught later). */
export function amount(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.'));
}
const optionalAmount = (text: string): number | null => (text.trim() === '' ? null : amount(text));

export function variantFromRow(row: VariantRow): AdminVariant {
  const variant: AdminVariant = {
    sku: row.sku.trim(),
    stock: amount(row.stock),
    price: amount(row.price),
    sale_price: optionalAmount(row.sale_price),
    b2b_price: optionalAmount(row.b2b_price),
    b2b_sale_price: optionalAmount(row.b2b_sale_price),
    min_order: row.min_order.trim() === '' ? 1 : amount(row.min_order),
    order_multiple: row.order_multiple.trim() === '' ? 1 : amount(row.order_multiple),
    max_order: optionalAmount(row.max_order),
    attribute_ids: [row.attribute_1, row.attribute_2].filter((id) => id !== '').map(Number),
    thumbnail: row.thumbnail || null,
    vat_category: row.vat_category,
  };
  return row.id === undefined ? variant : { id: row.id, ...variant };
}

/**
 * What a save of an existing product sends: the form with the product's updated_at as the store
 * last had it from the server (`updated_at_seen`: loaded, saved, or moved on by this editor's
 * own quick edits and gallery changes), so the server refuses the save if anyone else changed
 * the product since; and the stocks as withStockSeen gives them.
 */
export function withSeen(input: AdminProductInput, product: AdminProduct | null): AdminProductInput {
  const sent = withStockSeen(input, product);
  return product === null ? sent : { ...withGalleryThumbnails(sent, product), updated_at_seen: product.updated_at };
}

/**
 * A variant's picture only while it is in the gallery: an image removed since the form was
 * filled (the server then shows the product's image for it) is not sent back, which the server
 * would refuse as a picture the product does not have.
 */
export function withGalleryThumbnails(input: AdminProductInput, product: AdminProduct): AdminProductInput {
  const gallery = new Set(product.images.map((image) => image.name));
  return {
    ...input,
    variants: input.variants.map((v) => (v.thumbnail && !gallery.has(v.thumbnail) ? { ...v, thumbnail: null } : v)),
  };
}

/**
 * Each kept variant with the stock the store last had from the server for it (`stock_seen`:
 * loaded, saved, or quick-saved since), so the server keeps what orders took meanwhile and
 * refuses a stock change made over one.
 */
export function withStockSeen(input: AdminProductInput, product: AdminProduct | null): AdminProductInput {
  return {
    ...input,
    variants: input.variants.map((v) => {
      const seen = stockSeenOf(product, v.id);
      return seen === undefined ? v : { ...v, stock_seen: seen };
    }),
  };
}

/** The stock the store last had from the server for variant `id` (undefined for a new one). */
export function stockSeenOf(product: AdminProduct | null, id: number | undefined): number | undefined {
  return id === undefined ? undefined : product?.variants.find((v) => v.id === id)?.stock;
}

export function inputFromForm(form: ProductForm): AdminProductInput {
  return {
    name: form.name.trim(),
    slug: form.slug.trim(),
    brand_id: form.brand_id === '' ? null : Number(form.brand_id),
    excerpt: form.excerpt,
    introduction: form.introduction,
    meta_description: form.meta_description.trim(),
    direct_fast: form.direct_fast,
    active: form.active,
    category_ids: form.category_ids,
    meta_ids: form.meta_ids,
    tabs: form.tabs.map(({ tab_name, content }) => ({ tab_name: tab_name.trim(), content })),
    faqs: form.faqs.map(({ question, answer }) => ({ question: question.trim(), answer: answer.trim() })),
    variants: form.variants.map(variantFromRow),
  };
}

/** A slug suggested from a name: 'Salmon Dry Food 2kg' -> 'salmon-dry-food-2kg'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
