import { togetherRank } from '../../../src/server/services/search/tsvector-text';

// How the in-memory index ranks a product for several words, as ts_rank ranks an AND: the
// formula written out here, compared to the last bit.

describe('ranking several words by how near and weighty their places are (ts_rank of an AND)', () => {
  // ts_rank's formula written out: weights D, C, B, A by code, nearness by distance.
  const WEIGHT = [0.1, 0.2, 0.4, 1.0];
  const near = (distance: number) => (distance > 100 ? 1e-30 : 1.0 / (1.005 + 0.05 * Math.exp(distance / 1.5 - 2)));
  const at = (code: number, place: number) => (code << 14) | place;

  it('counts two places by both weights and their distance, for every weight and distance', () => {
    for (let ca = 0; ca < 4; ca += 1) {
      for (let cb = 0; cb < 4; cb += 1) {
        for (const distance of [1, 2, 3, 7, 50, 99, 100, 101, 140]) {
          const places = [[at(ca, 5)], [at(cb, 5 + distance)]];
          expect(togetherRank(places, [0, 0], [1, 1], 2)).toBe(Math.sqrt(WEIGHT[ca] * WEIGHT[cb] * near(distance)));
        }
      }
    }
  });

  it('combines pairs as chances, skips one place read as both words, and answers 1e-20 for no pair', () => {
    const pair = (wa: number, wb: number, d: number) => Math.sqrt(wa * wb * near(d));
    const places = [[at(3, 1), at(1, 9)], [at(2, 3)]];
    const p1 = pair(1.0, 0.4, 2);
    const p2 = pair(0.2, 0.4, 6);
    expect(togetherRank(places, [0, 0], [2, 1], 2)).toBe(1 - (1 - p1) * (1 - p2));
    expect(togetherRank([[at(3, 4)], [at(3, 4)]], [0, 0], [1, 1], 2)).toBe(1e-20);
  });
});
