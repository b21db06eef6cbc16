import type { Variant } from '../../src/shared/api-types';
import { attributeIds, defaultVariant, dimensionCount, findVariant, selectionOf } from '../../src/shared/variants';

const v = (id: number, attribute_id: string, attribute_type = 2): Variant => ({
  id, attribute_id, attribute_type, attribute_type_name: 'Size', attribute_name: `opt ${id}`, attribute_value: null,
  attribute_description: null, thumbnail: null, sku: `SKU-${id}`, stock: 5, price: 10, sale_price: null,
  b2b_price: 8, b2b_sale_price: null,
});

describe('variant selection', () => {
  const offer = v(1, '90', 3);
  const oneDim = [offer, v(2, '10'), v(3, '11')];
  // colours 20/21 (dimension 1) x sizes 30/31 (dimension 2); one pair stored in reverse order
  const twoDim = [v(4, '20,30'), v(5, '31,20'), v(6, '21,30'), v(7, '95', 3)];

  it('parses one or two attribute ids and ignores junk', () => {
    expect(attributeIds(v(1, '12'))).toEqual([12]);
    expect(attributeIds(v(1, '12, 34'))).toEqual([12, 34]);
    expect(attributeIds(v(1, 'x,0,-3'))).toEqual([]);
  });

  it('picks the first variant that is not a special offer by default', () => {
    expect(defaultVariant(oneDim)?.id).toBe(2);
    expect(defaultVariant([offer])).toBeNull();
    expect(defaultVariant([])).toBeNull();
  });

  it('tells one from two dimensions, ignoring special offers', () => {
    expect(dimensionCount(oneDim)).toBe(1);
    expect(dimensionCount(twoDim)).toBe(2);
    expect(dimensionCount([v(1, '5,6', 3), v(2, '7')])).toBe(1);
  });

  it('finds the one-dimension variant of the chosen option', () => {
    expect(findVariant(oneDim, 11)?.id).toBe(3);
    expect(findVariant(oneDim, 12)).toBeNull();
    expect(findVariant(oneDim, null)).toBeNull();
  });

  it('never selects a special offer through the choosers', () => {
    expect(findVariant(oneDim, 90)).toBeNull();
  });

  it('finds a two-dimension variant whatever order the pair is stored or chosen in', () => {
    expect(findVariant(twoDim, 20, 30)?.id).toBe(4);
    expect(findVariant(twoDim, 30, 20)?.id).toBe(4);
    expect(findVariant(twoDim, 20, 31)?.id).toBe(5);
    expect(findVariant(twoDim, 31, 20)?.id).toBe(5);
  });

  it('selects nothing when the combination does not exist', () => {
    expect(findVariant(twoDim, 21, 31)).toBeNull();
    expect(findVariant(twoDim, 20)).toBeNull();
    expect(findVariant(twoDim, 20, 20)).toBeNull();
  });

  it('maps a variant back to the chooser state, dimension by dimension', () => {
    const dim = (id: number) => (id >= 30 ? 2 : 1) as 1 | 2;
    expect(selectionOf(twoDim[1], dim)).toEqual({ first: 20, second: 31 });
    expect(selectionOf(twoDim[0], dim)).toEqual({ first: 20, second: 30 });
    expect(selectionOf(oneDim[1])).toEqual({ first: 10, second: null });
    expect(selectionOf(null)).toEqual({ first: null, second: null });
  });
});
