// A catalogue answer made once and sent many times: its JSON text, its ETag, and each
// compressed form, made on first use (off the thread that answers requests) and kept with it.
// The answer cache (answer-cache.ts) keeps answers for a while; an answer made for one request
// is sent the same way.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Smaller bodies are sent as they are: not worth compressing (the compress plugin's threshold too). */
export const COMPRESS_THRESHOLD = 1024;

export interface CachedAnswer {
  status: number;
  body: string;
  etag: string;
  /**
   * Compressed for speed rather than size: an answer made for one request (a search page, a
   * suggestion), seldom asked for again while kept.
   */
  quick: boolean;
  /** Each compressed form, asked for once and shared by every request that sends it. */
  encoded: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

/** Told of each compressed form an answer starts to make, so the cache holding it can count it. */
export type CompressionWatch = (encoding: 'br' | 'gzip', pending: Promise<Buffer>) => void;
const compressionWatchers = new WeakMap<CachedAnswer, CompressionWatch>();

/**
 * Tells `watch` of each compressed form `answer` starts to make from now on (the cache holding
 * it counts their bytes); none after `unwatchCompression`.
 */
export function watchCompression(answer: CachedAnswer, watch: CompressionWatch): void {
  compressionWatchers.set(answer, watch);
}

export function unwatchCompression(answer: CachedAnswer): void {
  compressionWatchers.delete(answer);
}

/** A short hash of a text (22 characters of SHA-1, URL-safe base64): the same on every instance. */
export const textHash = (text: string): string => createHash('sha1').update(text).digest('base64url').slice(0, 22);

/** A weak ETag of a body: the same bytes, the same tag, on every instance. */
export const weakEtag = (body: string): string => `W/"${textHash(body)}"`;

/** Whether an If-None-Match header names `etag` (weakly compared, as for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}

export interface AnswerOptions {
  /** Its ETag when the body's parts already tell it (by default a hash of the body). */
  etag?: string;
  /** See CachedAnswer.quick. */
  quick?: boolean;
}

export function makeAnswer(status: number, body: string, options: AnswerOptions = {}): CachedAnswer {
  return { status, body, etag: options.etag ?? weakEtag(body), quick: options.quick ?? false, encoded: {} };
}

const { constants } = zlib;
/**
 * Brotli at quality 3 with a window no larger than the body. Brotli's default window is 4 MB,
 * and each compression's buffers count as memory the process holds: at a few hundred answers
 * a second that keeps V8 marking the whole heap (the search index, the caches) again and
 * again, on the two cores that answer requests. A page of 24 products (about 110 KB) needs a
 * window of 128 KB and compresses to the same bytes. Measured back to back (search-mix and
 * suggest on PostgreSQL, 100,000 products, the server's CPU per request): quality 4 with the
 * default window 4.05 and 3.43 ms, with the body's window 3.32 and 2.99, quality 3 with the
 * body's window 2.68 and 2.81 (6 % more bytes than 4); quality 3 with the default window had
 * halved the rate.
 *
 * `quick` (an answer made for one request): quality 1. On the demo catalogue's search pages
 * (50 to 113 KB) it takes 0.17 to 0.32 ms against 0.39 to 0.68 ms at 3, for 12 to 16 % more
 * bytes (12.7 KB instead of 11.0 KB for a page of 110 KB).
 */
export function brotliOptions(bytes: number, quick = false): zlib.BrotliOptions {
  const window = Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(Math.max(1, bytes)))));
  return { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: quick ? 1 : 3, [constants.BROTLI_PARAM_LGWIN]: window } };
}

/** gzip at its default level, or at level 1 for a quick answer (about half the time, a third more bytes). */
const gzipOptions = (quick: boolean): zlib.ZlibOptions => ({ level: quick ? 1 : constants.Z_DEFAULT_COMPRESSION });

function compressed(answer: CachedAnswer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const { body, quick } = answer;
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') zlib.brotliCompress(body, brotliOptions(Buffer.byteLength(body), quick), done);
    else zlib.gzip(body, gzipOptions(quick), done);
  });
}

/**
 * The body in `encoding`, compressed on first use and kept (the compress plugin's settings).
 * Compressing runs in libuv's thread pool, not in the thread that answers requests: a search
 * answer is made for one request, and its compression (most of a millisecond for a page of 24
 * products) would otherwise hold up every other request meanwhile.
 */
export function encodedBody(answer: CachedAnswer, encoding: Encoding): Promise<Buffer | string> {
  if (encoding === 'identity') return Promise.resolve(answer.body);
  const { encoded } = answer;
  let pending = encoded[encoding];
  if (!pending) {
    pending = compressed(answer, encoding);
    // A failure is not kept: the next request tries again.
    pending.catch(() => { if (encoded[encoding] === pending) delete encoded[encoding]; });
    encoded[encoding] = pending;
    compressionWatchers.get(answer)?.(encoding, pending);
  }
  return pending;
}
