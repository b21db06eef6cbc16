import { badgeText, brandMenuEntries, hasChildren } from '../../../src/client/features/layout/header-model';
import { isStickyAt } from '../../../src/client/features/layout/hooks/use-sticky-header';

describe('badgeText', () => {
  it('shows nothing for an empty cart', () => {
    expect(badgeText(0)).toBe('');
    expect(badgeText(-2)).toBe('');
    expect(badgeText(Number.NaN)).toBe('');
  });

  it('shows the line count up to 99', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(42)).toBe('42');
    expect(badgeText(99)).toBe('99');
  });

  it('caps the badge at 99+', () => {
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12_345)).toBe('99+');
  });
});

describe('menu helpers', () => {
  it('turns brands into menu entries that link to their brand page', () => {
    expect(brandMenuEntries([{ id: 12, name: 'Royal Paws', thumbnail: '/media/brand-12.webp' }])).toEqual([
      { id: 2012, name: 'Royal Paws', link: '/brand/12', image: '/media/brand-12.webp' },
    ]);
  });

  it('tells entries with children from leaves', () => {
    expect(hasChildren({ id: 1, name: 'Dog', link: '/shop/4', sub_menu: [{ id: 1006, name: 'Food', link: '/shop/6' }] })).toBe(true);
    expect(hasChildren({ id: 1, name: 'Dog', link: '/shop/4', sub_menu: [] })).toBe(false);
    expect(hasChildren({ id: 26, name: 'About', link: '/about-us' })).toBe(false);
  });
});

describe('sticky threshold', () => {
  it('turns sticky at 200 px of scroll and not before', () => {
    expect(isStickyAt(0)).toBe(false);
    expect(isStickyAt(199)).toBe(false);
    expect(isStickyAt(200)).toBe(true);
    expect(isStickyAt(1500)).toBe(true);
  });
});
