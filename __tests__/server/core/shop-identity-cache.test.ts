// How fresh the shop's identity is on an instance: kept for the catalogue answers' period,
// forgotten at once when staff save on this instance, never kept from a read that a save
// overtook, read once for requests that arrive together.
import { ShopIdentityCache } from '../../../src/server/services/shop-identity';
import type { ShopIdentity } from '../../../src/shared/shop-identity';

const identity = (legalName: string): ShopIdentity => ({
  legalName, legalNameAr: 'بيتورا', address: 'Warehouse 12', city: 'Dubai', emirate: 'DXB', trn: '100123456700003',
  licenceNumber: '1234567', licenceAuthority: 'DET',
});

/** The database as the cache sees it: what is saved now, and how many times it was read. */
function database() {
  const db = { saved: identity('First L.L.C.') as ShopIdentity | null, reads: 0, hold: null as Promise<void> | null };
  const load = async () => {
    db.reads += 1;
    const saved = db.saved;
    if (db.hold) await db.hold;
    return saved;
  };
  return { db, load };
}

describe('ShopIdentityCache', () => {
  it('reads once a period; a save on another instance shows when the period ends', async () => {
    let now = 1_000;
    const { db, load } = database();
    const cache = new ShopIdentityCache(load, 1_000, () => now);
    expect((await cache.current()).identity?.legalName).toBe('First L.L.C.');
    db.saved = identity('Second L.L.C.');
    now += 999;
    expect((await cache.current()).identity?.legalName).toBe('First L.L.C.');
    now += 1;
    const read = await cache.current();
    expect(read.identity?.legalName).toBe('Second L.L.C.');
    expect(JSON.parse(read.answer.body)).toEqual({ status: 1, identity: identity('Second L.L.C.') });
    expect(db.reads).toBe(2);
  });

  it('forgets what it kept when staff save on this instance', async () => {
    const { db, load } = database();
    const cache = new ShopIdentityCache(load, 60_000);
    const first = await cache.current();
    db.saved = identity('Second L.L.C.');
    cache.forget();
    const second = await cache.current();
    expect(second.identity?.legalName).toBe('Second L.L.C.');
    expect(second.answer.etag).not.toBe(first.answer.etag);
  });

  it('does not keep a read that a save overtook, and reads anew for requests after the save', async () => {
    const { db, load } = database();
    const cache = new ShopIdentityCache(load, 60_000);
    let release!: () => void;
    db.hold = new Promise((resolve) => { release = resolve; });
    const early = cache.current();
    db.saved = identity('Second L.L.C.');
    cache.forget();
    db.hold = null;
    const late = cache.current();
    release();
    expect((await early).identity?.legalName).toBe('First L.L.C.');
    expect((await late).identity?.legalName).toBe('Second L.L.C.');
    expect((await cache.current()).identity?.legalName).toBe('Second L.L.C.');
    expect(db.reads).toBe(2);
  });

  it('reads once for requests that arrive together, even when it keeps nothing (period 0)', async () => {
    const { db, load } = database();
    const cache = new ShopIdentityCache(load, 0);
    const together = await Promise.all([cache.current(), cache.current(), cache.current()]);
    expect(new Set(together).size).toBe(1);
    expect(db.reads).toBe(1);
    await cache.current();
    expect(db.reads).toBe(2);
  });

  it('answers null for a shop without saved legal details, and keeps no failed read', async () => {
    let fail = true;
    const cache = new ShopIdentityCache(async () => {
      if (fail) throw new Error('database gone');
      return null;
    }, 60_000);
    await expect(cache.current()).rejects.toThrow('database gone');
    fail = false;
    const read = await cache.current();
    expect(read.identity).toBeNull();
    expect(JSON.parse(read.answer.body)).toEqual({ status: 1, identity: null });
  });
});
