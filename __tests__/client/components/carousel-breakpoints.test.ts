import { breakpointFor } from '../../../src/client/components/carousel/use-responsive-settings';

// The home page's promise tiles (900: 2 a row, 600: 1 a row) and brand logos (900: 4, 600: 2)
// must take their phone settings at the width a page opens at, not only after a resize.
describe('breakpointFor', () => {
  it.each([
    [320, 600],
    [375, 600],
    [600, 600],
    [601, 900],
    [768, 900],
    [900, 900],
    [1024, null],
    [1440, null],
  ])('at %i px applies the settings of breakpoint %s', (width, expected) => {
    expect(breakpointFor(width, [900, 600])).toBe(expected);
  });

  it('applies nothing without breakpoints', () => {
    expect(breakpointFor(375, [])).toBeNull();
  });
});
