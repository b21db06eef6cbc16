import { AnswerCache, bumpCatalogueEpoch } from '../../../src/server/services/answer-cache';
import { type CachedAnswer, brotliOptions, encodedBody, makeAnswer } from '../../../src/server/services/answer';
import { pickEncoding } from '../../../src/server/routes/product/send-answer';
import { randomBytes } from 'node:crypto';
import zlib, { brotliDecompressSync, gunzipSync } from 'node:zlib';

describe('AnswerCache', () => {
  let now = 0;
  const cache = () => new AnswerCache({ ttlMs: 1000, staleMs: 4000, maxEntries: 2, now: () => now });
  const counter = (status = 200) => {
    let calls = 0;
    const compute = async (): Promise<CachedAnswer> => makeAnswer(status, JSON.stringify({ call: ++calls }));
    return { compute, calls: () => calls };
  };
  beforeEach(() => { now = 10_000; });

  it('answers from memory until the time to live runs out, then refreshes once in the background', async () => {
    const c = cache();
    const source = counter();
    expect((await c.get('a', source.compute)).body).toBe('{"call":1}');
    now += 999;
    expect((await c.get('a', source.compute)).body).toBe('{"call":1}');
    now += 2;
    // Stale: the old answer goes out at once while one refresh runs.
    const [x, y] = await Promise.all([c.get('a', source.compute), c.get('a', source.compute)]);
    expect([x.body, y.body]).toEqual(['{"call":1}', '{"call":1}']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.calls()).toBe(2);
    expect((await c.get('a', source.compute)).body).toBe('{"call":2}');
  });

  it('computes an answer once for requests that arrive together, and never serves one past the stale limit', async () => {
    const c = cache();
    const source = counter();
    const all = await Promise.all([1, 2, 3].map(() => c.get('a', source.compute)));
    expect(all.map((a) => a.body)).toEqual(['{"call":1}', '{"call":1}', '{"call":1}']);
    now += 5001;
    expect((await c.get('a', source.compute)).body).toBe('{"call":2}');
  });

  it('forgets everything computed before a catalogue write of this instance', async () => {
    const c = cache();
    const source = counter();
    await c.get('a', source.compute);
    bumpCatalogueEpoch();
    expect((await c.get('a', source.compute)).body).toBe('{"call":2}');
  });

  it('keeps only answers of 200, and at most maxEntries of them', async () => {
    const c = cache();
    const missing = counter(404);
    await c.get('gone', missing.compute);
    await c.get('gone', missing.compute);
    expect(missing.calls()).toBe(2);
    const source = counter();
    for (const key of ['a', 'b', 'c']) await c.get(key, source.compute);
    expect(c.size).toBe(2);
    expect((await c.get('a', source.compute)).body).toBe('{"call":4}');
  });

  // Bodies of about 830 bytes that compress poorly (random), as the budget counts bytes held.
  const sized = (bytes = 600, status = 200) => {
    let calls = 0;
    const compute = async (): Promise<CachedAnswer> => makeAnswer(status, JSON.stringify({ call: ++calls, pad: randomBytes(bytes).toString('base64') }));
    return { compute, calls: () => calls };
  };

  it('keeps the bytes it holds under its budget, compressed forms included, dropping the oldest answers first', async () => {
    const c = new AnswerCache({ ttlMs: 1000, staleMs: 4000, maxEntries: 100, maxBytes: 2000, now: () => now });
    const [a, b, d] = [sized(), sized(), sized()];
    const first = await c.get('a', a.compute);
    const second = await c.get('b', b.compute);
    expect(c.size).toBe(2);
    expect(c.bytes).toBe(first.body.length + second.body.length);
    // Its gzip form (some 600 bytes more) takes the held bytes over 2000: the oldest answer goes.
    const gzipped = (await encodedBody(second, 'gzip')) as Buffer;
    expect(c.bytes).toBe(second.body.length + gzipped.length);
    expect(c.size).toBe(1);
    await c.get('b', b.compute);
    expect(b.calls()).toBe(1);
    // A new answer pushes out the oldest one again, and the total stays under the budget.
    const third = await c.get('d', d.compute);
    expect(c.bytes).toBe(third.body.length);
    expect(c.bytes).toBeLessThanOrEqual(2000);
    await c.get('b', b.compute);
    expect(b.calls()).toBe(2);
    await c.get('a', a.compute);
    expect(a.calls()).toBe(2);
  });

  it('drops answers past their stale limit: when a later one is stored, or when found on lookup', async () => {
    const c = new AnswerCache({ ttlMs: 1000, staleMs: 4000, maxEntries: 100, now: () => now });
    const source = sized();
    await c.get('a', source.compute);
    await c.get('b', source.compute);
    now += 5001;
    const later = await c.get('c', source.compute);
    expect(c.size).toBe(1);
    expect(c.bytes).toBe(later.body.length);
    // Its refresh answers 404 (not kept): the expired answer does not stay behind either.
    now += 5001;
    expect((await c.get('c', sized(600, 404).compute)).status).toBe(404);
    expect(c.size).toBe(0);
    expect(c.bytes).toBe(0);
  });

  it('answers an answer larger than the whole budget without keeping it', async () => {
    const c = new AnswerCache({ ttlMs: 1000, staleMs: 4000, maxEntries: 100, maxBytes: 500, now: () => now });
    const big = sized();
    const answer = await c.get('big', big.compute);
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThan(500);
    expect(c.size).toBe(0);
    expect(c.bytes).toBe(0);
    await c.get('big', big.compute);
    expect(big.calls()).toBe(2);
  });

  it('compresses an answer once per encoding, to bytes that decode to the same text', async () => {
    const answer = makeAnswer(200, JSON.stringify({ text: 'kibble '.repeat(500) }));
    const br = (await encodedBody(answer, 'br')) as Buffer;
    expect(await encodedBody(answer, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(answer.body);
    expect(gunzipSync((await encodedBody(answer, 'gzip')) as Buffer).toString()).toBe(answer.body);
    expect(await encodedBody(answer, 'identity')).toBe(answer.body);
    expect(answer.etag).toMatch(/^W\/"[\w-]{22}"$/);
  });

  it('compresses outside the thread that answers, once for requests that ask at the same time', async () => {
    const brotli = jest.spyOn(zlib, 'brotliCompress');
    try {
      const answer = makeAnswer(200, JSON.stringify({ text: 'litter '.repeat(500) }));
      const asked = encodedBody(answer, 'br');
      // The bytes are not made within the call: the request's thread goes on meanwhile.
      expect(answer.encoded.br).toBeInstanceOf(Promise);
      const [first, second] = await Promise.all([asked, encodedBody(answer, 'br')]);
      expect(second).toBe(first);
      expect(brotli).toHaveBeenCalledTimes(1);
    } finally {
      brotli.mockRestore();
    }
  });

  it('does not keep a failed compression: the next request compresses again', async () => {
    const failing = jest.spyOn(zlib, 'gzip').mockImplementationOnce(((_body: unknown, _options: unknown, done: (error: Error | null) => void) => done(new Error('out of memory'))) as never);
    try {
      const answer = makeAnswer(200, JSON.stringify({ text: 'collar '.repeat(500) }));
      await expect(encodedBody(answer, 'gzip')).rejects.toThrow('out of memory');
      expect(gunzipSync((await encodedBody(answer, 'gzip')) as Buffer).toString()).toBe(answer.body);
      expect(failing).toHaveBeenCalledTimes(2);
    } finally {
      failing.mockRestore();
    }
  });

  it('picks br, then gzip, honours q=0, and leaves small bodies alone', () => {
    expect(pickEncoding('gzip, deflate, br', 5000)).toBe('br');
    expect(pickEncoding('gzip, br;q=0', 5000)).toBe('gzip');
    expect(pickEncoding('*', 5000)).toBe('gzip');
    expect(pickEncoding('deflate', 5000)).toBe('identity');
    expect(pickEncoding(undefined, 5000)).toBe('identity');
    expect(pickEncoding('br', 1023)).toBe('identity');
  });
});

describe('brotliOptions', () => {
  const windowOf = (bytes: number) => brotliOptions(bytes).params?.[zlib.constants.BROTLI_PARAM_LGWIN];

  it('asks for a window no larger than the body (a page of products: 128 KB), within what brotli allows', () => {
    expect(windowOf(110_000)).toBe(17);
    expect(windowOf(131_072)).toBe(17);
    expect(windowOf(131_073)).toBe(18);
    expect(windowOf(0)).toBe(zlib.constants.BROTLI_MIN_WINDOW_BITS);
    expect(windowOf(50)).toBe(zlib.constants.BROTLI_MIN_WINDOW_BITS);
    expect(windowOf(64 * 1024 * 1024)).toBe(zlib.constants.BROTLI_DEFAULT_WINDOW);
  });

  it('compresses a body nearly as small as quality 4 with brotli\'s default window does, and decodes back', () => {
    const body = JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Salmon kibble ${i % 37}`, sku: `K-${i}` })));
    const small = zlib.brotliCompressSync(body, brotliOptions(Buffer.byteLength(body)));
    const C = zlib.constants;
    const wide = zlib.brotliCompressSync(body, { params: { [C.BROTLI_PARAM_MODE]: C.BROTLI_MODE_TEXT, [C.BROTLI_PARAM_QUALITY]: 4 } });
    expect(small.length).toBeLessThanOrEqual(wide.length * 1.1);
    expect(brotliDecompressSync(small).toString()).toBe(body);
  });
});

describe('quick answers (made for one request)', () => {
  const body = JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Salmon kibble ${i % 37} for adult dogs`, sku: `K-${i * 7919}`, price: (i * 13.7) % 200 })));
  const C = zlib.constants;

  it('are compressed at brotli quality 1 and gzip level 1, others at quality 3 and the default level, and decode back', async () => {
    expect(brotliOptions(1000, true).params?.[C.BROTLI_PARAM_QUALITY]).toBe(1);
    expect(brotliOptions(1000).params?.[C.BROTLI_PARAM_QUALITY]).toBe(3);
    const quick = makeAnswer(200, body, { quick: true });
    const kept = makeAnswer(200, body);
    expect(quick.quick).toBe(true);
    expect(kept.quick).toBe(false);
    const [quickBr, keptBr, quickGzip, keptGzip] = await Promise.all([
      encodedBody(quick, 'br'), encodedBody(kept, 'br'), encodedBody(quick, 'gzip'), encodedBody(kept, 'gzip'),
    ]) as Buffer[];
    expect(quickBr.equals(zlib.brotliCompressSync(body, brotliOptions(Buffer.byteLength(body), true)))).toBe(true);
    expect(keptBr.equals(zlib.brotliCompressSync(body, brotliOptions(Buffer.byteLength(body))))).toBe(true);
    expect(quickGzip.equals(zlib.gzipSync(body, { level: 1 }))).toBe(true);
    expect(keptGzip.equals(zlib.gzipSync(body))).toBe(true);
    for (const encoded of [quickBr, keptBr]) expect(brotliDecompressSync(encoded).toString()).toBe(body);
    for (const encoded of [quickGzip, keptGzip]) expect(gunzipSync(encoded).toString()).toBe(body);
  });

  it('keep the ETag they are given, or take the body\'s', () => {
    expect(makeAnswer(200, body, { etag: 'W/"parts"' }).etag).toBe('W/"parts"');
    expect(makeAnswer(200, body, { quick: true }).etag).toBe(makeAnswer(200, body).etag);
  });
});
