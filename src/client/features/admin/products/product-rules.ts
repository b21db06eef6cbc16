import type { AdminProductInput, AdminVariant, AdminVariantPatch } from '../../../../shared/admin-types';

/** Messages by field: 'name', 'slug', 'variants', 'variants.0.sku', 'tabs.1.tab_name', ... */
export type FieldErrors = Record<string, string>;

export const RULE_MSG = {
  nameRequired: 'Please enter the product name.',
  slugRequired: 'Please enter the slug.',
  slugFormat: 'Use lower-case letters, digits and single dashes only.',
  variantRequired: 'Add at least one variant.',
  skuRequired: 'Please enter the SKU.',
  skuTwice: 'This SKU is used by another variant of this product.',
  stock: 'Stock must be a whole number of 0 or more.',
  priceRequired: 'Please enter the price (0 or more).',
  notNegative: 'Enter an amount of 0 or more, or leave it empty.',
  saleAbovePrice: 'The sale price cannot be above the price.',
  b2bSaleAbove: 'The B2B sale price cannot be above the B2B price.',
  tabName: 'Give the tab a name.',
  faqQuestion: 'Please enter the question.',
  faqAnswer: 'Please enter the answer.',
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isAmount = (value: number) => Number.isFinite(value) && value >= 0;
const optionalOk = (value: number | null | undefined) => value === null || value === undefined || isAmount(value);

type Prices = Pick<AdminVariant, 'stock' | 'price' | 'sale_price' | 'b2b_price' | 'b2b_sale_price'>;

/** Stock and price rules shared by the full save and the quick edit; keys are field names. */
export function priceErrors(values: Partial<Prices>): FieldErrors {
  const errors: FieldErrors = {};
  if (values.stock !== undefined && !(Number.isInteger(values.stock) && values.stock >= 0)) errors.stock = RULE_MSG.stock;
  if (values.price !== undefined && !isAmount(values.price)) errors.price = RULE_MSG.priceRequired;
  (['sale_price', 'b2b_price', 'b2b_sale_price'] as const).forEach((field) => {
    if (!optionalOk(values[field])) errors[field] = RULE_MSG.notNegative;
  });
  const { price, sale_price: sale, b2b_price: b2b, b2b_sale_price: b2bSale } = values;
  if (!errors.sale_price && sale != null && price !== undefined && isAmount(price) && sale > price) {
    errors.sale_price = RULE_MSG.saleAbovePrice;
  }
  if (!errors.b2b_sale_price && b2bSale != null && b2b != null && isAmount(b2b) && b2bSale > b2b) {
    errors.b2b_sale_price = RULE_MSG.b2bSaleAbove;
  }
  return errors;
}

/** Rules of a quick stock or price edit, checked before the PATCH is sent. */
export function patchErrors(patch: AdminVariantPatch): FieldErrors {
  return priceErrors(patch);
}

/** Every rule the editor checks before sending; an empty object means the input may go. */
export function validateProduct(input: AdminProductInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.name.trim()) errors.name = RULE_MSG.nameRequired;
  if (!input.slug.trim()) errors.slug = RULE_MSG.slugRequired;
  else if (!SLUG.test(input.slug)) errors.slug = RULE_MSG.slugFormat;
  if (input.variants.length === 0) errors.variants = RULE_MSG.variantRequired;
  const skus = input.variants.map((variant) => variant.sku.trim().toLowerCase());
  input.variants.forEach((variant, index) => {
    const at = `variants.${index}`;
    if (!variant.sku.trim()) errors[`${at}.sku`] = RULE_MSG.skuRequired;
    else if (skus.indexOf(skus[index]) !== index) errors[`${at}.sku`] = RULE_MSG.skuTwice;
    Object.entries(priceErrors(variant)).forEach(([field, message]) => {
      errors[`${at}.${field}`] = message;
    });
  });
  input.tabs.forEach((tab, index) => {
    if (!tab.tab_name.trim()) errors[`tabs.${index}.tab_name`] = RULE_MSG.tabName;
  });
  input.faqs.forEach((faq, index) => {
    if (!faq.question.trim()) errors[`faqs.${index}.question`] = RULE_MSG.faqQuestion;
    if (!faq.answer.trim()) errors[`faqs.${index}.answer`] = RULE_MSG.faqAnswer;
  });
  return errors;
}
