import { normalizeSearchTerm } from '../../src/shared/search-term';

describe('search term normalisation', () => {
  it.each([
    ['two spreadsheet cells', 'NOR-0001-01\tNordhaven', 'NOR-0001-01 Nordhaven'],
    ['a line break and spaces at the ends', '  salmon\r\nkibble \n', 'salmon kibble'],
    ['a run of mixed whitespace', 'rope \t \n toy', 'rope toy'],
    ['other control characters', 'cat\u0000\u001ftoy\u007f', 'cat toy'],
    ['a plain term', 'leash', 'leash'],
  ])('%s', (_label, typed, sent) => {
    expect(normalizeSearchTerm(typed)).toBe(sent);
  });
});
