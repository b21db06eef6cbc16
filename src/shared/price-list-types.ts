// Back-office payloads of price lists, their rules and customer groups (README "Price lists and
// volume tiers"). Amounts in AED with two decimals; dates YYYY-MM-DD; percentages up to two decimals.

export type PriceRuleTargetKind = 'article' | 'product' | 'category' | 'brand';

export interface AdminPriceTier { from: number; price: number }

export interface AdminPriceList { id: number; name: string; active: boolean; rules: number; customers: number; groups: number }

export interface AdminPriceRule {
  id: number;
  target_kind: PriceRuleTargetKind;
  target_id: number;
  /** The article's SKU, or the product's, category's or brand's name; '' when it is gone. */
  target_name: string;
  price: number | null;
  percent_off: number | null;
  valid_from: string | null;
  valid_to: string | null;
  tiers: AdminPriceTier[];
}

export interface PriceRuleInput {
  target_kind: PriceRuleTargetKind;
  target_id: number;
  price: number | null;
  percent_off: number | null;
  valid_from: string | null;
  valid_to: string | null;
  tiers: AdminPriceTier[];
}

/**
 * A rule as the API takes it: what it is for by `target_id`, or for an article (or the product of
 * an article) by `sku`, which the server looks up; exactly one of the two.
 */
export type PriceRuleRequest = Omit<PriceRuleInput, 'target_id'> & { target_id?: number; sku?: string };

/** One page of a list's rules, with how many match the search. */
export interface PriceRulePage { list: AdminPriceList; rules: AdminPriceRule[]; count: number }

export interface AdminCustomerGroup { id: number; name: string; price_list_id: number | null; customers: number }

export interface CustomerPriceTerms { group_id: number | null; price_list_id: number | null }

export interface ContractImportResult { status: 1; imported: number }
export interface ContractImportRefusal { status: 0; message: string; errors: Array<{ line: number; message: string }> }

export const PRICE_LIST_MESSAGES = {
  noName: 'Give the price list a name.',
  nameTaken: 'A price list with this name already exists.',
  groupNameTaken: 'A customer group with this name already exists.',
  oneAmount: 'Give either a fixed price or a percentage off, not both.',
  noAmount: 'Give a fixed price or a percentage off.',
  dates: 'The rule cannot end before it starts.',
  badDate: 'Dates are real days written YYYY-MM-DD.',
  unknownTarget: 'The article, product, category or brand of this rule does not exist.',
  unknownList: 'This price list does not exist.',
  unknownGroup: 'This customer group does not exist.',
  tiersTwice: 'Two tiers start at the same quantity.',
  csvRefused: 'Nothing was imported: the file has errors.',
  oneTarget: 'Give the id of what the rule is for, or an article\'s SKU, not both.',
  skuKind: 'Only an article or a product is found by SKU.',
  unknownSku: (sku: string) => `No article has the SKU ${sku}.`,
} as const;
