import { listingKey } from '../../../src/client/features/catalog/listing-key';
import { idFromParam, pageFromParam } from '../../../src/shared/listing-meta';

// Spec section 4: a change of page, category or filters is a new listing (cleared and fetched).
describe('listingKey', () => {
  it('names the filter, the page and the term', () => {
    expect(listingKey({ p: 1, cid: 4 })).toBe('cid:4|p:1|t:');
    expect(listingKey({ p: 3, mid: 7 })).toBe('mid:7|p:3|t:');
    expect(listingKey({ p: 2, brid: 3, term: 'Kibble' })).toBe('brid:3|p:2|t:kibble');
    expect(listingKey({ p: 1 })).toBe('all|p:1|t:');
  });

  it('differs when the page, the category, the meta, the brand or the term differs', () => {
    const keys = [
      { p: 1, cid: 4 }, { p: 2, cid: 4 }, { p: 1, cid: 5 }, { p: 1, mid: 4 }, { p: 1, brid: 4 }, { p: 1 },
      { p: 1, cid: 4, term: 'salmon' }, { p: 1, term: 'salmon' },
    ].map(listingKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('treats terms that differ only in case or surrounding spaces as the same listing', () => {
    expect(listingKey({ p: 1, cid: 4, term: '  Salmon ' })).toBe(listingKey({ p: 1, cid: 4, term: 'salmon' }));
    expect(listingKey({ p: 1, cid: 4, term: '   ' })).toBe(listingKey({ p: 1, cid: 4 }));
  });

  it('uses one filter only: category before meta before brand', () => {
    expect(listingKey({ p: 1, cid: 4, mid: 2, brid: 3 })).toBe('cid:4|p:1|t:');
    expect(listingKey({ p: 1, mid: 2, brid: 3 })).toBe('mid:2|p:1|t:');
    expect(listingKey({ p: 1, cid: 0, brid: 3 })).toBe('brid:3|p:1|t:');
  });
});

describe('route parameters', () => {
  it.each([
    [undefined, 1], [null, 1], ['', 1], ['1', 1], ['2', 2], ['17', 17], ['0', 1], ['-3', 1], ['2.5', 1], ['abc', 1], ['3x', 1],
  ])('page %p reads %i', (raw, page) => {
    expect(pageFromParam(raw)).toBe(page);
  });

  it.each([
    [undefined, null], [null, null], ['', null], ['0', null], ['-4', null], ['4.2', null], ['dog', null], ['4', 4], ['125', 125],
  ])('id %p reads %p', (raw, id) => {
    expect(idFromParam(raw)).toBe(id);
  });
});
