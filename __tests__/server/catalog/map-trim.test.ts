import { lowWater, trimToCount } from '../../../src/server/services/map-trim';

// The bounded caches' one way of letting their oldest entries go.

describe('trimming a bounded Map', () => {
  const filled = (n: number) => new Map(Array.from({ length: n }, (_, i) => [`k${i}`, i]));

  it('keeps small maps at exactly their limit, the oldest going first', () => {
    const map = filled(3);
    trimToCount(map, 2);
    expect([...map.keys()]).toEqual(['k1', 'k2']);
    expect(lowWater(15)).toBe(15);
  });

  it('drops a map over its limit to a sixteenth below it at once, then nothing until it is over again', () => {
    const map = filled(33);
    trimToCount(map, 32);
    expect(map.size).toBe(30);
    expect(map.has('k2')).toBe(false);
    expect(map.has('k3')).toBe(true);
    map.set('a', 1).set('b', 2);
    trimToCount(map, 32);
    expect(map.size).toBe(32);
    expect(lowWater(20_000)).toBe(18_750);
  });

  it('leaves a map within its limit alone', () => {
    const map = filled(32);
    trimToCount(map, 32);
    expect(map.size).toBe(32);
  });
});
