// The add-rule form's text fields turned into a rule for the API, or the problem to show.
import type { PriceRuleInput, PriceRuleTargetKind } from '../../../../shared/price-list-types';

export interface RuleFields {
  kind: PriceRuleTargetKind;
  targetId: string;
  price: string;
  percent: string;
  validFrom: string;
  validTo: string;
  /** "1:42.00|12:39.50", as in the CSV files. */
  tiers: string;
}

export const emptyRuleFields: RuleFields = { kind: 'article', targetId: '', price: '', percent: '', validFrom: '', validTo: '', tiers: '' };

const AMOUNT = /^\d+(\.\d{1,2})?$/;

export function ruleInput(fields: RuleFields): PriceRuleInput | string {
  const targetId = Number(fields.targetId);
  if (!Number.isInteger(targetId) || targetId < 1) return 'Give the id of the article, product, category or brand.';
  const price = fields.price.trim();
  const percent = fields.percent.trim();
  if ((price === '') === (percent === '')) return 'Give either a fixed price or a percentage off.';
  if (price !== '' && !AMOUNT.test(price)) return 'The price is an amount like 39.50.';
  if (percent !== '' && (!AMOUNT.test(percent) || Number(percent) > 100)) return 'The percentage is a number from 0 to 100.';
  const tiers = [];
  for (const part of fields.tiers.split('|').map((p) => p.trim()).filter(Boolean)) {
    const [from, amount] = part.split(':');
    if (!/^\d+$/.test(from ?? '') || Number(from) < 1 || !AMOUNT.test(amount ?? '')) return `Tier "${part}" is not "quantity:price" (for example 12:39.50).`;
    tiers.push({ from: Number(from), price: Number(amount) });
  }
  return {
    target_kind: fields.kind, target_id: targetId, price: price === '' ? null : Number(price), percent_off: percent === '' ? null : Number(percent),
    valid_from: fields.validFrom || null, valid_to: fields.validTo || null, tiers,
  };
}
