// Attempt counters behind the rate limits and the login throttle. One interface, two homes:
// process memory for the embedded database (one instance by nature), PostgreSQL when the shop
// runs on DATABASE_URL, so that every instance behind a load balancer counts the same hits.

/** A fixed window: at most `max` hits per `windowMs` from the first hit. */
export interface WindowRule { max: number; windowMs: number }

/**
 * Growing delays: the first `freeFailures` attempts go through at once; after that each
 * attempt must wait `firstDelayMs`, doubling per further failure up to `maxDelayMs`, after
 * the previous one. The counter is forgotten `forgetAfterMs` after the last attempt.
 */
export interface DelayRule { freeFailures: number; firstDelayMs: number; maxDelayMs: number; forgetAfterMs: number }

export interface WindowCount { hits: number; resetInMs: number }

export type AttemptAnswer = { allowed: true } | { allowed: false; waitMs: number };

export interface CounterStore {
  /** Counts a hit in the key's fixed window. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /**
   * Counts a hit only when the key's live window already holds `max` hits or more, so the hit is
   * over the limit; otherwise counts nothing and answers null. Lets a limit refuse a request
   * early, counted as a refused hit() would be, and leave the requests it lets through to hit().
   */
  hitIfFull(key: string, max: number): Promise<WindowCount | null>;
  /**
   * Counts an attempt unless the key is waiting out a delay, in one atomic step, so a burst of
   * parallel requests cannot all slip through before the first failure is recorded.
   */
  attempt(key: string, rule: DelayRule): Promise<AttemptAnswer>;
  /** Takes back one counted attempt (it succeeded). */
  undo(key: string): Promise<void>;
  /** Forgets the key (a correct password clears its client's failures). */
  clear(key: string): Promise<void>;
}

/** How long attempt number `counted + 1` must wait after the previous one. */
export function delayAfter(counted: number, rule: DelayRule): number {
  if (counted < rule.freeFailures) return 0;
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** (counted - rule.freeFailures));
}
