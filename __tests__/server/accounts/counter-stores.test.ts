// Both counter stores keep the same rules; the PostgreSQL one is shared by every instance.
import { delayAfter, type DelayRule } from '../../../src/server/services/throttle/counter-store';
import { MemoryCounterStore } from '../../../src/server/services/throttle/memory-counter-store';
import { PostgresCounterStore } from '../../../src/server/services/throttle/postgres-counter-store';
import type { Database } from '../../../src/server/db/client';
import { createTestDatabase } from '../../support/test-db';

const RULE: DelayRule = { freeFailures: 2, firstDelayMs: 1000, maxDelayMs: 5000, forgetAfterMs: 60_000 };

describe('growing delays', () => {
  it('are free up to the allowance, then double up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => delayAfter(n, RULE))).toEqual([0, 0, 1000, 2000, 4000, 5000, 5000]);
  });

  it('are waited out in memory: a refused attempt does not count, waiting lets the next one in', async () => {
    let now = 1_000_000;
    const store = new MemoryCounterStore(() => now);
    expect(await store.attempt('k', RULE)).toEqual({ allowed: true });
    expect(await store.attempt('k', RULE)).toEqual({ allowed: true });
    expect(await store.attempt('k', RULE)).toEqual({ allowed: false, waitMs: 1000 });
    now += 400;
    expect(await store.attempt('k', RULE)).toEqual({ allowed: false, waitMs: 600 });
    now += 600;
    expect(await store.attempt('k', RULE)).toEqual({ allowed: true });
    expect(await store.attempt('k', RULE)).toEqual({ allowed: false, waitMs: 2000 });
    await store.undo('k');
    expect(await store.attempt('k', RULE)).toEqual({ allowed: false, waitMs: 1000 });
    now += 60_000;
    expect(await store.attempt('k', RULE)).toEqual({ allowed: true });
    await store.clear('k');
    expect(await store.attempt('k', RULE)).toEqual({ allowed: true });
  });

  it('count fixed windows in memory and start again after them', async () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now);
    expect(await store.hit('w', 10_000)).toEqual({ hits: 1, resetInMs: 10_000 });
    now = 4000;
    expect(await store.hit('w', 10_000)).toEqual({ hits: 2, resetInMs: 6000 });
    now = 10_000;
    expect(await store.hit('w', 10_000)).toEqual({ hits: 1, resetInMs: 10_000 });
  });

  it('count a hit in memory early only when the window is already full', async () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now);
    expect(await store.hitIfFull('f', 2)).toBeNull();
    await store.hit('f', 10_000);
    expect(await store.hitIfFull('f', 2)).toBeNull();
    now = 1000;
    expect(await store.hit('f', 10_000)).toEqual({ hits: 2, resetInMs: 9000 });
    expect(await store.hitIfFull('f', 2)).toEqual({ hits: 3, resetInMs: 9000 });
    expect(await store.hit('f', 10_000)).toEqual({ hits: 4, resetInMs: 9000 });
    now = 10_000;
    expect(await store.hitIfFull('f', 2)).toBeNull();
    expect(await store.hit('f', 10_000)).toEqual({ hits: 1, resetInMs: 10_000 });
  });

  it('in memory, when full, forget expired keys first, then the oldest down to a sixteenth below the limit', async () => {
    let now = 0;
    const store = new MemoryCounterStore(() => now, 32);
    await store.hit('short', 1000);
    for (let i = 1; i < 32; i += 1) await store.hit(`k${i}`, 60_000);
    expect(store.size).toBe(32);
    now = 1000;
    // Full: the expired key goes, and with it the oldest live ones, to 30 before the new key.
    await store.hit('new-1', 60_000);
    expect(store.size).toBe(31);
    expect(await store.hitIfFull('k1', 1)).toBeNull();
    expect(await store.hitIfFull('k2', 1)).toEqual({ hits: 2, resetInMs: 59_000 });
    // Room is left: the next new key costs no pruning and forgets nothing.
    await store.hit('new-2', 60_000);
    expect(store.size).toBe(32);
    expect(await store.hitIfFull('k2', 1)).toEqual({ hits: 3, resetInMs: 59_000 });
    // A limit too small for a sixteenth still holds no more than its limit.
    const tiny = new MemoryCounterStore(() => now, 2);
    for (const key of ['a', 'b', 'c']) await tiny.hit(key, 60_000);
    expect(tiny.size).toBe(2);
  });
});

describe('the PostgreSQL counter store', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });

  afterAll(async () => {
    await database.close();
  });

  it('is shared: two instances on one database count the same hits and delays', async () => {
    const one = new PostgresCounterStore(database.db);
    const two = new PostgresCounterStore(database.db);
    expect((await one.hit('shared-window', 60_000)).hits).toBe(1);
    const second = await two.hit('shared-window', 60_000);
    expect(second.hits).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(50_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);

    expect(await one.attempt('shared-delay', RULE)).toEqual({ allowed: true });
    expect(await two.attempt('shared-delay', RULE)).toEqual({ allowed: true });
    const refused = await one.attempt('shared-delay', RULE);
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.waitMs).toBeGreaterThan(500);
    expect(refused.allowed === false && refused.waitMs).toBeLessThanOrEqual(1000);
    await two.undo('shared-delay');
    expect(await one.attempt('shared-delay', RULE)).toEqual({ allowed: true });
    await two.clear('shared-delay');
    expect(await one.attempt('shared-delay', RULE)).toEqual({ allowed: true });
  });

  it('counts a hit early only in a full window, and shares it', async () => {
    const one = new PostgresCounterStore(database.db);
    const two = new PostgresCounterStore(database.db);
    expect(await one.hitIfFull('early', 2)).toBeNull();
    await one.hit('early', 60_000);
    expect(await two.hitIfFull('early', 2)).toBeNull();
    await two.hit('early', 60_000);
    const early = await one.hitIfFull('early', 2);
    expect(early?.hits).toBe(3);
    expect(early?.resetInMs).toBeGreaterThan(50_000);
    expect(early?.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await two.hit('early', 60_000)).hits).toBe(4);
    expect(await one.hitIfFull('ended', 0)).toBeNull();
    await one.hit('ended', 1);
    await new Promise((resolve) => { setTimeout(resolve, 20); });
    expect(await two.hitIfFull('ended', 0)).toBeNull();
  });

  it('lets exactly the free attempts of a parallel burst through', async () => {
    const stores = Array.from({ length: 3 }, () => new PostgresCounterStore(database.db));
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => stores[i % 3].attempt('burst', RULE)));
    expect(answers.filter((a) => a.allowed)).toHaveLength(2);
  });
});
