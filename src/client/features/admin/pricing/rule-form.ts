// The rule form's fields turned into a rule for the API, or the problem to show. Staff name an
// article (or a product, through any of its articles) by SKU, which the server looks up, and
// pick a category or brand by name; an edited rule keeps what it is for.
import type { AdminPriceRule, PriceRuleRequest, PriceRuleTargetKind } from '../../../../shared/price-list-types';

export interface RuleFields {
  kind: PriceRuleTargetKind;
  /** For an article or product. */
  sku: string;
  /** The chosen category or brand, or the edited rule's target. */
  targetId: string;
  price: string;
  percent: string;
  validFrom: string;
  validTo: string;
  /** "1:42.00|12:39.50", as in the CSV files. */
  tiers: string;
}

export const emptyRuleFields: RuleFields = { kind: 'article', sku: '', targetId: '', price: '', percent: '', validFrom: '', validTo: '', tiers: '' };

export const bySku = (kind: PriceRuleTargetKind) => kind === 'article' || kind === 'product';

/** The fields of a rule being edited. */
export function fieldsOfRule(rule: AdminPriceRule): RuleFields {
  return {
    kind: rule.target_kind, sku: '', targetId: String(rule.target_id),
    price: rule.price === null ? '' : rule.price.toFixed(2), percent: rule.percent_off === null ? '' : String(rule.percent_off),
    validFrom: rule.valid_from ?? '', validTo: rule.valid_to ?? '',
    tiers: rule.tiers.map((t) => `${t.from}:${t.price.toFixed(2)}`).join('|'),
  };
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const MISSING_TARGET: Record<PriceRuleTargetKind, string> = {
  article: "Give the article's SKU.",
  product: "Give the SKU of one of the product's articles.",
  category: 'Choose the category.',
  brand: 'Choose the brand.',
};

/** `editing`: the rule keeps its target (`targetId`) whatever its kind. */
export function ruleRequest(fields: RuleFields, editing = false): PriceRuleRequest | string {
  const sku = fields.sku.trim();
  const targetId = Number(fields.targetId);
  const target = !editing && bySku(fields.kind) ? (sku === '' ? null : { sku }) : Number.isInteger(targetId) && targetId > 0 ? { target_id: targetId } : null;
  if (target === null) return MISSING_TARGET[fields.kind];
  const price = fields.price.trim();
  const percent = fields.percent.trim();
  if ((price === '') === (percent === '')) return 'Give either a fixed price or a percentage off.';
  if (price !== '' && !AMOUNT.test(price)) return 'The price is an amount like 39.50.';
  if (percent !== '' && (!AMOUNT.test(percent) || Number(percent) > 100)) return 'The percentage is a number from 0 to 100.';
  const validFrom = fields.validFrom.trim();
  const validTo = fields.validTo.trim();
  if ((validFrom && !DAY.test(validFrom)) || (validTo && !DAY.test(validTo))) return 'Dates are written YYYY-MM-DD.';
  const tiers = [];
  for (const part of fields.tiers.split('|').map((p) => p.trim()).filter(Boolean)) {
    const [from, amount] = part.split(':');
    if (!/^\d+$/.test(from ?? '') || Number(from) < 1 || !AMOUNT.test(amount ?? '')) return `Tier "${part}" is not "quantity:price" (for example 12:39.50).`;
    tiers.push({ from: Number(from), price: Number(amount) });
  }
  return {
    target_kind: fields.kind, ...target, price: price === '' ? null : Number(price), percent_off: percent === '' ? null : Number(percent),
    valid_from: validFrom || null, valid_to: validTo || null, tiers,
  };
}
