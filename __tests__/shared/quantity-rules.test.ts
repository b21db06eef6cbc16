import {
  NO_RULE, type QuantityRule, describeRule, highestCount, isSatisfiable, largestCountWithin, lowestCount, smallestCountFrom, nearestCount, ruleOf, ruleProblem, steppedCount,
} from '../../src/shared/quantity-rules';

const cases12: QuantityRule = { min_order: 1, order_multiple: 12, max_order: null };
const min24cases12max120: QuantityRule = { min_order: 24, order_multiple: 12, max_order: 120 };

describe('quantity rules', () => {
  it('allows any positive count without a rule', () => {
    expect(ruleProblem(NO_RULE, 1)).toBeNull();
    expect(ruleProblem(NO_RULE, 9_999)).toBeNull();
    expect(ruleProblem(NO_RULE, 10_001)).toBe('At most 10000 per order: 10000?');
  });

  it('names the case pack and the two nearest whole cases', () => {
    expect(ruleProblem(cases12, 30)).toBe('Sold in cases of 12: 24 or 36?');
    expect(ruleProblem(cases12, 5)).toBe('Sold in cases of 12: 12?');
    expect(ruleProblem(cases12, 36)).toBeNull();
  });

  it('names the minimum and the maximum, rounded to whole cases', () => {
    expect(ruleProblem(min24cases12max120, 12)).toBe('Minimum order is 24: 24?');
    expect(ruleProblem(min24cases12max120, 132)).toBe('At most 120 per order: 120?');
    expect(ruleProblem({ min_order: 1, order_multiple: 12, max_order: 50 }, 60)).toBe('At most 48 per order: 48?');
    expect(ruleProblem(min24cases12max120, 30)).toBe('Sold in cases of 12: 24 or 36?');
  });

  it('finds the nearest valid count, a tie going up', () => {
    expect(nearestCount(cases12, 30)).toBe(36);
    expect(nearestCount(cases12, 29)).toBe(24);
    expect(nearestCount(cases12, 1)).toBe(12);
    expect(nearestCount(min24cases12max120, 5)).toBe(24);
    expect(nearestCount(min24cases12max120, 500)).toBe(120);
  });

  it('finds the largest valid count up to a limit such as the stock', () => {
    expect(largestCountWithin(cases12, 20)).toBe(12);
    expect(largestCountWithin(cases12, 24)).toBe(24);
    expect(largestCountWithin(cases12, 11)).toBeNull();
    expect(largestCountWithin(min24cases12max120, 30)).toBe(24);
    expect(largestCountWithin(min24cases12max120, 500)).toBe(120);
    expect(largestCountWithin(NO_RULE, 7)).toBe(7);
  });

  it('finds the smallest valid count from a quantity up, such as where a volume tier starts', () => {
    expect(smallestCountFrom(cases12, 15)).toBe(24);
    expect(smallestCountFrom(cases12, 24)).toBe(24);
    expect(smallestCountFrom(min24cases12max120, 2)).toBe(24);
    expect(smallestCountFrom(min24cases12max120, 121)).toBeNull();
  });

  it('steps by whole cases between the minimum and the maximum, leaving the cart below the minimum', () => {
    expect(steppedCount(min24cases12max120, 0, 1)).toBe(24);
    expect(steppedCount(min24cases12max120, 24, 1)).toBe(36);
    expect(steppedCount(min24cases12max120, 120, 1)).toBe(120);
    expect(steppedCount(min24cases12max120, 36, -1)).toBe(24);
    expect(steppedCount(min24cases12max120, 24, -1)).toBe(0);
    // A count written before the rule changed steps onto the rule.
    expect(steppedCount(cases12, 5, 1)).toBe(12);
    expect(steppedCount(cases12, 30, -1)).toBe(24);
    expect(steppedCount(NO_RULE, 1, -1)).toBe(0);
  });

  it('knows the bounds and whether a rule can be met at all', () => {
    expect([lowestCount(min24cases12max120), highestCount(min24cases12max120)]).toEqual([24, 120]);
    expect(isSatisfiable({ min_order: 10, order_multiple: 12, max_order: 11 })).toBe(false);
    expect(isSatisfiable(min24cases12max120)).toBe(true);
  });

  it('describes a rule for the product page and the cart line', () => {
    expect(describeRule(NO_RULE)).toBe('');
    expect(describeRule(cases12)).toBe('Sold in cases of 12');
    expect(describeRule(min24cases12max120)).toBe('Sold in cases of 12, minimum 24, at most 120 per order');
    expect(describeRule({ min_order: 6, order_multiple: 1, max_order: null })).toBe('Minimum 6');
  });

  it('reads a missing rule as no rule', () => {
    expect(ruleOf({})).toEqual(NO_RULE);
    expect(ruleOf({ min_order: 2, order_multiple: 3, max_order: 9 })).toEqual({ min_order: 2, order_multiple: 3, max_order: 9 });
  });
});
