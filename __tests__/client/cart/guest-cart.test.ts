import fc from 'fast-check';
import { applyGuestChange, guestCartText } from '../../../src/client/features/cart/guest-cart';

describe('guest cart rules (spec section 4)', () => {
  const list = [
    { aid: 1, count: 2 },
    { aid: 2, count: 5 },
  ];

  it('replaces the count of an article already in the cart', () => {
    expect(applyGuestChange(list, { aid: 2, count: 7 })).toEqual([
      { aid: 1, count: 2 },
      { aid: 2, count: 7 },
    ]);
  });

  it.each([0, -3])('removes an article whose new count is %i', (count) => {
    expect(applyGuestChange(list, { aid: 1, count })).toEqual([{ aid: 2, count: 5 }]);
  });

  it('appends a new article with a positive count', () => {
    expect(applyGuestChange(list, { aid: 9, count: 1 })).toEqual([...list, { aid: 9, count: 1 }]);
  });

  it('ignores a new article with a count of 0 or less', () => {
    expect(applyGuestChange(list, { aid: 9, count: 0 })).toEqual(list);
  });

  it('never mutates the list it is given', () => {
    const frozen = Object.freeze(list.map((entry) => Object.freeze({ ...entry })));
    expect(() => applyGuestChange(frozen, { aid: 1, count: 4 })).not.toThrow();
    expect(frozen[0].count).toBe(2);
  });

  it('keeps one entry per article, each with a positive count, whatever the changes', () => {
    const change = fc.record({ aid: fc.integer({ min: 1, max: 5 }), count: fc.integer({ min: -2, max: 9 }) });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 30 }), (changes) => {
        const result = changes.reduce(applyGuestChange, [] as { aid: number; count: number }[]);
        const aids = result.map((entry) => entry.aid);
        expect(new Set(aids).size).toBe(aids.length);
        expect(result.every((entry) => entry.count > 0)).toBe(true);
      }),
    );
  });

  it('sends the list as JSON text with only aid and count', () => {
    const extra = [{ aid: 3, count: 1, name: 'ignored' }];
    expect(guestCartText(extra)).toBe('[{"aid":3,"count":1}]');
  });
});
