import { type PriceRule, type Tier, customerTiers, decidePrice } from '../../../src/server/services/price-lists/decide-price';

const rule = (over: Partial<PriceRule>): PriceRule => ({
  id: 1, listId: 9, listName: 'Chain stores', kind: 'article', priceFils: null, percentOffBp: null, validFrom: null, validTo: null, tiers: [], ...over,
});
const TIERS: Tier[] = [{ from: 1, priceFils: 4_200 }, { from: 12, priceFils: 3_950 }, { from: 48, priceFils: 3_700 }];
const B2B = 4_200;
const DAY = '2027-03-12';

// [what, rules, article tiers, quantity, expected unit fils, expected rule id, expected tier from]
const CASES: Array<[string, PriceRule[], Tier[], number, number, number | null, number | null]> = [
  ['no terms: the normal B2B price', [], [], 1, 4_200, null, null],
  ['a fixed brand price', [rule({ kind: 'brand', priceFils: 4_000 })], [], 1, 4_000, 1, null],
  ['article beats product, category and brand even when dearer', [
    rule({ id: 1, kind: 'brand', priceFils: 3_000 }), rule({ id: 2, kind: 'category', priceFils: 3_100 }),
    rule({ id: 3, kind: 'product', priceFils: 3_200 }), rule({ id: 4, kind: 'article', priceFils: 4_100 }),
  ], [], 1, 4_100, 4, null],
  ['product beats category', [rule({ id: 2, kind: 'category', priceFils: 3_000 }), rule({ id: 3, kind: 'product', priceFils: 3_900 })], [], 1, 3_900, 3, null],
  ['category beats brand', [rule({ id: 1, kind: 'brand', priceFils: 3_000 }), rule({ id: 2, kind: 'category', priceFils: 3_900 })], [], 1, 3_900, 2, null],
  ['two categories: the lower price', [rule({ id: 5, kind: 'category', priceFils: 3_900 }), rule({ id: 6, kind: 'category', priceFils: 3_800 })], [], 1, 3_800, 6, null],
  ['a rule not yet valid is ignored', [rule({ priceFils: 3_000, validFrom: '2027-03-13' })], [], 1, 4_200, null, null],
  ['a rule expired yesterday is ignored', [rule({ priceFils: 3_000, validTo: '2027-03-11' })], [], 1, 4_200, null, null],
  ['validity days are inclusive', [rule({ priceFils: 3_000, validFrom: DAY, validTo: DAY })], [], 1, 3_000, 1, null],
  ['an expired article rule lets the brand rule win', [rule({ id: 1, priceFils: 3_000, validTo: '2027-01-01' }), rule({ id: 2, kind: 'brand', priceFils: 4_100 })], [], 1, 4_100, 2, null],
  ['never above the B2B price, which then names no list', [rule({ priceFils: 5_000 })], [], 1, 4_200, null, null],
  ['a rule at the B2B price itself names no list', [rule({ priceFils: 4_200 })], [], 1, 4_200, null, null],
  ['percent off rounds to the nearest fils', [rule({ percentOffBp: 1_250 })], [], 1, 3_675, 1, null],
  ['percent off of an odd amount rounds half up', [rule({ percentOffBp: 3_333 })], [], 1, 2_800, 1, null],
  ['article tiers below 12 units', [], TIERS, 11, 4_200, null, null],
  ['article tiers from 12 units', [], TIERS, 12, 3_950, null, 12],
  ['article tiers from 48 units', [], TIERS, 500, 3_700, null, 48],
  ['a tier above the contract price does not apply', [rule({ priceFils: 3_800 })], TIERS, 12, 3_800, 1, null],
  ['a tier of the article below the contract price applies, naming no list', [rule({ priceFils: 3_800 })], TIERS, 48, 3_700, null, 48],
  ['the rule\'s own tiers replace the article\'s', [rule({ priceFils: 4_000, tiers: [{ from: 10, priceFils: 3_500 }] })], TIERS, 48, 3_500, 1, 10],
  ['tiers are capped by the B2B price', [], [{ from: 1, priceFils: 4_500 }, { from: 6, priceFils: 4_000 }], 3, 4_200, null, null],
];

describe('decidePrice', () => {
  it.each(CASES)('%s', (_what, rules, tiers, quantity, unitFils, ruleId, tierFrom) => {
    const decision = decidePrice(B2B, { rules, tiers }, quantity, DAY);
    expect(decision.unitFils).toBe(unitFils);
    expect(Number.isInteger(decision.unitFils)).toBe(true);
    expect(decision.rule?.id ?? null).toBe(ruleId);
    expect(decision.tier?.from ?? null).toBe(tierFrom);
  });

  it('lists the tier table at the customer\'s own prices, capped by the contract', () => {
    expect(customerTiers(B2B, { rules: [rule({ priceFils: 3_800 })], tiers: TIERS }, DAY)).toEqual([
      { from: 1, priceFils: 3_800 }, { from: 12, priceFils: 3_800 }, { from: 48, priceFils: 3_700 },
    ]);
    expect(customerTiers(B2B, { rules: [], tiers: [] }, DAY)).toEqual([]);
  });
});
