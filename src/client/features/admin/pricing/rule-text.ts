import type { AdminPriceRule } from '../../../../shared/price-list-types';

/** What a rule is for, as staff read it: "article ACA-SAL-2", "brand Acana" ("#12" when it is gone). */
export const ruleLabel = (rule: Pick<AdminPriceRule, 'target_kind' | 'target_id' | 'target_name'>) =>
  `${rule.target_kind} ${rule.target_name || `#${rule.target_id}`}`;

export const amountText = (value: number | null) => (value === null ? '' : value.toFixed(2));

export const tiersText = (tiers: AdminPriceRule['tiers']) => tiers.map((t) => `${t.from}:${t.price.toFixed(2)}`).join(' | ');
