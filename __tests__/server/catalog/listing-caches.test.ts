import { bumpCatalogueEpoch } from '../../../src/server/services/answer-cache';
import { CountCache, ProductCache } from '../../../src/server/services/listing-caches';

// What listings are made of, kept for a moment: a listing's count, and its pages' products.

describe('CountCache', () => {
  let now = 0;
  beforeEach(() => { now = 50_000; });
  const counting = () => {
    let calls = 0;
    return { count: async () => { calls += 1; return 100 + calls; }, calls: () => calls };
  };

  it('counts a listing once for all its pages while fresh, and again after the time to live', async () => {
    const counts = new CountCache(1000, 10, () => now);
    const source = counting();
    const pages = await Promise.all([1, 2, 3].map(() => counts.get('cat:4', source.count)));
    expect(pages).toEqual([101, 101, 101]);
    expect(source.calls()).toBe(1);
    now += 1000;
    expect(await counts.get('cat:4', source.count)).toBe(102);
    // Another listing has a count of its own.
    expect(await counts.get('brand:2', source.count)).toBe(103);
  });

  it('recounts after a catalogue write of this instance, and never keeps a failed count', async () => {
    const counts = new CountCache(60_000, 10, () => now);
    const source = counting();
    expect(await counts.get('all', source.count)).toBe(101);
    bumpCatalogueEpoch();
    expect(await counts.get('all', source.count)).toBe(102);
    await expect(counts.get('broken', async () => { throw new Error('database gone'); })).rejects.toThrow('database gone');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await counts.get('broken', source.count)).toBe(103);
  });

  it('keeps at most maxEntries counts, dropping the oldest', async () => {
    const counts = new CountCache(60_000, 2, () => now);
    const source = counting();
    for (const key of ['a', 'b', 'c']) await counts.get(key, source.count);
    expect(await counts.get('c', source.count)).toBe(103);
    expect(await counts.get('a', source.count)).toBe(104);
  });
});

describe('ProductCache', () => {
  let now = 10_000;
  const reads: number[][] = [];
  const source = async (ids: number[]) => {
    reads.push(ids);
    // Product 9 does not exist (or is not active): never returned, never kept.
    return ids.filter((id) => id !== 9).map((id) => ({ id, name: `Product ${id} read ${reads.length}` }));
  };
  beforeEach(() => { now = 10_000; reads.length = 0; });

  it('reads only the products it does not hold fresh, and answers in the order asked', async () => {
    const cache = new ProductCache<{ id: number; name: string }>(1000, 100, () => now);
    expect((await cache.load('retail', [3, 1, 3], source)).map((p) => p.id)).toEqual([3, 1]);
    const page = await cache.load('retail', [2, 1, 9, 3], source);
    expect(page.map((p) => p.name)).toEqual(['Product 2 read 2', 'Product 1 read 1', 'Product 3 read 1']);
    expect(reads).toEqual([[3, 1], [2, 9]]);
    // Another price view holds its own.
    await cache.load('b2b:4:2026-11-26', [1], source);
    expect(reads[2]).toEqual([1]);
    now += 1000;
    await cache.load('retail', [1], source);
    expect(reads[3]).toEqual([1]);
  });

  it('reads everything again after a write of this instance, and keeps nothing read during one', async () => {
    const cache = new ProductCache<{ id: number; name: string }>(1000, 100, () => now);
    await cache.load('retail', [1, 2], source);
    bumpCatalogueEpoch();
    await cache.load('retail', [1], source);
    expect(reads[1]).toEqual([1]);
    await cache.load('retail', [5], async (ids) => {
      bumpCatalogueEpoch();
      return source(ids);
    });
    await cache.load('retail', [5], source);
    expect(reads.slice(2)).toEqual([[5], [5]]);
  });

  it('lets the oldest sixteenth go at once when a large cache is full', async () => {
    const cache = new ProductCache<{ id: number; name: string }>(1000, 32, () => now);
    await cache.load('retail', Array.from({ length: 33 }, (_, i) => i + 10), source);
    expect(cache.size).toBe(30);
    await cache.load('retail', [13, 42], source);
    expect(reads).toHaveLength(1);
    await cache.load('retail', [12], source);
    expect(reads[1]).toEqual([12]);
  });

  it('keeps at most its limit, the oldest going first', async () => {
    const cache = new ProductCache<{ id: number; name: string }>(1000, 2, () => now);
    await cache.load('retail', [1, 2, 3], source);
    expect(cache.size).toBe(2);
    await cache.load('retail', [2, 3], source);
    expect(reads).toHaveLength(1);
    await cache.load('retail', [1], source);
    expect(reads[1]).toEqual([1]);
  });
});
