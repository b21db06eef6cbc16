import { bumpCatalogueEpoch } from '../../../src/server/services/answer-cache';
import { ANY_PRODUCT, HeardProducts } from '../../../src/server/services/heard-products';

// The products an instance keeps until the database says they changed. Here the database is a
// stand-in: `read` counts what would have been read from it, and the news is told by hand.

interface Shown { id: number; name: string }


describe('products kept until the database says they changed', () => {
  let names: Map<number, string>;
  let reads: number[][];
  /** Probes this instance sent, and whether the stand-in channel sends them back. */
  let probesSent: number;
  let echo: boolean;
  let kept: HeardProducts<Shown>;

  const read = async (ids: number[]) => {
    reads.push(ids);
    return ids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : []));
  };
  const show = (ids: number[], view = 'retail') => kept.load(view, ids, read);
  const namesOf = (products: Shown[]) => products.map((p) => p.name);

  beforeEach(() => {
    names = new Map([[1, 'Kibble'], [2, 'Litter'], [3, 'Leash']]);
    reads = [];
    probesSent = 0;
    echo = true;
    kept = new HeardProducts<Shown>(async (probe) => {
      probesSent += 1;
      if (echo) setImmediate(() => kept.notified(probe));
    }, 100, undefined, 50);
    kept.live(true);
  });

  it('reads a product once and shows it from memory on every later page, in the order asked', async () => {
    expect(namesOf(await show([1, 2]))).toEqual(['Kibble', 'Litter']);
    expect(namesOf(await show([3, 2, 1, 2]))).toEqual(['Leash', 'Litter', 'Kibble']);
    expect(reads).toEqual([[1, 2], [3]]);
  });

  it('tells which of some products it keeps, reading none (the overlay\'s cards), and none while it does not hear', async () => {
    await show([1, 3]);
    expect([...(await kept.peek('retail', [1, 2, 3])).keys()]).toEqual([1, 3]);
    expect((await kept.peek('b2b:-:2026-11-28', [1, 2, 3])).size).toBe(0);
    expect(reads).toEqual([[1, 3]]);
    kept.live(false);
    expect((await kept.peek('retail', [1, 3])).size).toBe(0);
  });

  it('keeps each price view apart', async () => {
    await show([1]);
    await show([1], 'b2b:-:2026-11-28');
    expect(reads).toEqual([[1], [1]]);
    await show([1], 'b2b:-:2026-11-28');
    expect(reads).toHaveLength(2);
  });

  it('reads a product again once the database tells it changed, in every view', async () => {
    await show([1, 2]);
    await show([1], 'b2b:-:2026-11-28');
    names.set(1, 'Kibble 2 kg');
    kept.notified('1');
    expect(namesOf(await show([1, 2]))).toEqual(['Kibble 2 kg', 'Litter']);
    await show([1], 'b2b:-:2026-11-28');
    expect(reads.slice(2)).toEqual([[1], [1]]);
  });

  it('reads everything again when told any product may have changed', async () => {
    await show([1, 2]);
    kept.notified(ANY_PRODUCT);
    await show([1, 2]);
    expect(reads).toEqual([[1, 2], [1, 2]]);
  });

  it('leaves out a product that is gone, and shows it once it is back and told', async () => {
    names.delete(3);
    expect(namesOf(await show([3, 1]))).toEqual(['Kibble']);
    names.set(3, 'Leash');
    kept.notified('3');
    expect(namesOf(await show([3, 1]))).toEqual(['Leash', 'Kibble']);
  });

  it('keeps nothing read while news arrived: the read may be from before the write', async () => {
    let release!: () => void;
    const slowRead = async (ids: number[]) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return read(ids);
    };
    const page = kept.load('retail', [1], slowRead);
    await new Promise((resolve) => setImmediate(resolve));
    kept.notified('2');
    release();
    expect(namesOf(await page)).toEqual(['Kibble']);
    await show([1]);
    expect(reads).toEqual([[1], [1]]);
  });

  it('reads everything from the database while it does not hear, and forgets what it kept', async () => {
    await show([1]);
    kept.live(false);
    await show([1]);
    await show([1]);
    expect(reads).toEqual([[1], [1], [1]]);
    kept.live(true);
    await show([1]);
    await show([1]);
    expect(reads).toHaveLength(4);
  });

  it('after a write of this instance, waits for its own probe before answering from memory', async () => {
    await show([1, 2]);
    names.set(1, 'Kibble 2 kg');
    bumpCatalogueEpoch();
    // The write's news arrives before the probe that was sent after it.
    const page = show([1, 2]);
    kept.notified('1');
    expect(namesOf(await page)).toEqual(['Kibble 2 kg', 'Litter']);
    expect(probesSent).toBe(1);
    // Heard: later pages ask no probe.
    await show([1, 2]);
    expect(probesSent).toBe(1);
  });

  it('sends one probe for all the pages waiting after a write', async () => {
    await show([1, 2]);
    bumpCatalogueEpoch();
    await Promise.all([show([1]), show([2]), show([1, 2])]);
    expect(probesSent).toBe(1);
    expect(reads).toEqual([[1, 2]]);
  });

  it('forgets everything and asks the database when its probe is not heard in time', async () => {
    await show([1, 2]);
    echo = false;
    bumpCatalogueEpoch();
    expect(namesOf(await show([1, 2]))).toEqual(['Kibble', 'Litter']);
    expect(reads).toEqual([[1, 2], [1, 2]]);
    // Nothing was left to trust: the next pages read and keep again.
    await show([1, 2]);
    await show([1, 2]);
    expect(reads).toHaveLength(3);
  });

  it('keeps at most its number of products, each counted once per price view, dropping the oldest first', async () => {
    kept = new HeardProducts<Shown>(async () => undefined, 16);
    kept.live(true);
    for (let id = 1; id <= 20; id += 1) names.set(id, `Product ${id}`);
    for (let id = 1; id <= 10; id += 1) await show([id]);
    expect(kept.size).toBe(10);
    for (let id = 1; id <= 10; id += 1) await show([id], 'b2b:-:2026-11-28');
    // 20 forms of 10 products: the oldest products go with both their views.
    expect(kept.size).toBeLessThanOrEqual(16);
    reads = [];
    await show([10], 'b2b:-:2026-11-28');
    await show([10]);
    await show([1]);
    await show([1], 'b2b:-:2026-11-28');
    expect(reads).toEqual([[1], [1]]);
    // A product told changed gives back the room of all its views.
    const before = kept.size;
    kept.notified('10');
    expect(kept.size).toBe(before - 2);
  });

  it('weighs what it keeps: a heavy product makes room by letting the oldest light ones go, one too heavy is not kept', async () => {
    const light = Array.from({ length: 20 }, (_, i) => i + 1);
    for (const id of light) names.set(id, `Product ${id}`);
    names.set(100, 'Heavy');
    names.set(200, 'Too heavy');
    const weightOf = (product: Shown) => ({ 100: 100, 200: 101 } as Record<number, number>)[product.id] ?? 80;
    kept = new HeardProducts<Shown>(async () => undefined, 1600, weightOf);
    kept.live(true);
    for (const id of light) await show([id]);
    expect(kept.weighs).toBe(1600);
    await show([100]);
    // Over 1,600: the oldest go until a sixteenth is free.
    expect(kept.weighs).toBe(1460);
    reads = [];
    await show([100, 20, 4, 3]);
    expect(reads).toEqual([[3]]);
    // Over a sixteenth of the room on its own: read every time, pushing nothing out.
    const before = kept.weighs;
    await show([200]);
    await show([200]);
    expect(reads.slice(1)).toEqual([[200], [200]]);
    expect(kept.weighs).toBe(before);
  });

  it('lets the oldest products go first, but keeps one shown again since (a second chance), once', async () => {
    kept = new HeardProducts<Shown>(async () => undefined, 16);
    kept.live(true);
    for (let id = 1; id <= 40; id += 1) names.set(id, `Product ${id}`);
    for (let id = 1; id <= 16; id += 1) await show([id]);
    // Buyers come back to products 1 and 2; 3 to 16 were shown once.
    await show([1, 2]);
    await kept.peek('retail', [2]);
    reads = [];
    // Over 16: down to 15, the oldest going first: 1 and 2 move to the back, 3 and 4 go.
    await show([17]);
    expect(kept.size).toBe(15);
    await show([1, 2, 3, 4]);
    expect(reads).toEqual([[17], [3, 4]]);
    // 1 and 2 were passed over once and moved back; shown again, they stay through the next trims too.
    for (let id = 18; id <= 40; id += 1) await show([id, 1, 2]);
    reads = [];
    await show([1, 2, 5]);
    expect(reads).toEqual([[5]]);
  });

  it('lets a product shown again go when it is passed a second time without being shown', async () => {
    kept = new HeardProducts<Shown>(async () => undefined, 16);
    kept.live(true);
    for (let id = 1; id <= 60; id += 1) names.set(id, `Product ${id}`);
    for (let id = 1; id <= 16; id += 1) await show([id]);
    await show([1]);
    // Enough new products that the trim passes product 1 twice.
    for (let id = 17; id <= 60; id += 1) await show([id]);
    reads = [];
    await show([1]);
    expect(reads).toEqual([[1]]);
  });

  it('forgets everything when a check\'s probe does not come back in time', async () => {
    await show([1, 2]);
    expect(await kept.settle()).toBe(true);
    await show([1, 2]);
    expect(reads).toHaveLength(1);
    echo = false;
    expect(await kept.settle()).toBe(false);
    expect(kept.size).toBe(0);
    await show([1, 2]);
    expect(reads).toHaveLength(2);
  });
});
