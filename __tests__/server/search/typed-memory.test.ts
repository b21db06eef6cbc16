import { Passes, grownLength, resized, withRoom } from '../../../src/server/services/search/typed-memory';

// The index's working memory grows with the catalogue and keeps what it held; pass numbers tell
// one query's slots from the last one's until they run out, when the slots are cleared once.

describe('typed memory of the search index', () => {
  it('keeps the contents and the kind of array when it grows', () => {
    const marks = Float64Array.of(1.5, 2.5);
    const grown = resized(marks, 5);
    expect(grown).toBeInstanceOf(Float64Array);
    expect([...grown]).toEqual([1.5, 2.5, 0, 0, 0]);
  });

  it('grows by half again at least, and never below 1,024 slots', () => {
    expect(grownLength(0, 10)).toBe(1024);
    expect(grownLength(4000, 4001)).toBe(6000);
    expect(grownLength(4000, 9000)).toBe(9000);
  });

  it('answers with the same array while it has room, and a grown copy when not', () => {
    const stamps = new Int32Array(2048);
    stamps[7] = 3;
    expect(withRoom(stamps, 2048)).toBe(stamps);
    const grown = withRoom(stamps, 2049);
    expect(grown.length).toBe(3072);
    expect(grown[7]).toBe(3);
  });

  it('numbers passes one after another and clears the stamps when the numbers run out', () => {
    const passes = new Passes(3);
    const stamps = Int32Array.of(2, 3);
    const clear = () => stamps.fill(0);
    expect([passes.next(clear), passes.next(clear), passes.next(clear)]).toEqual([1, 2, 3]);
    expect([...stamps]).toEqual([2, 3]);
    // Pass 1 again: a slot stamped 1 long ago must not count as this pass's.
    expect(passes.next(clear)).toBe(1);
    expect([...stamps]).toEqual([0, 0]);
  });
});
