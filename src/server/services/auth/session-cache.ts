// The sessions this instance has read, kept in memory so a request with a token costs no query.
// It is only as good as what it hears: the database notifies every write that could change what
// a kept session says (migration 0015, channel viewer_changed), on whichever instance or tool it
// was made, and this cache forgets on hearing it. While it cannot hear (connection lost, not yet
// listening) it keeps nothing and every read goes to the database.
import type { SessionKind } from '../../db/schema';
import { trimToCount } from '../map-trim';
import { PROBE_TIMEOUT_MS, Probes } from '../notify-probes';

/** The database channel the writes that concern sessions are notified on. */
export const VIEWER_CHANNEL = 'viewer_changed';
/** The payload of a change that may concern any session (the others name one session). */
export const ANY_SESSION = '*';

/** What a session read says: whose it is, until when, and (customers) their price list. */
export interface OpenSession {
  kind: SessionKind;
  subjectId: number;
  expiresAt: Date;
  priceListId: number | null;
}

export interface SessionCacheOptions {
  /** Sessions kept at most; the longest unused goes first. */
  limit?: number;
  /** A kept session is read again after this long, whatever was heard. */
  maxAgeMs?: number;
  now?: () => number;
}

interface Kept { session: OpenSession; keptAt: number }

export class SessionCache {
  private readonly kept = new Map<string, Kept>();
  private readonly limit: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  private hearing = false;
  /** Counts what was heard: a read that started before a change must not keep its answer. */
  private heard = 0;
  private readonly probes = new Probes();

  constructor(opts: SessionCacheOptions = {}) {
    this.limit = opts.limit ?? 20_000;
    this.maxAgeMs = opts.maxAgeMs ?? 60_000;
    this.now = opts.now ?? Date.now;
  }

  /**
   * The session `sessionId` of `kind` and `subjectId` if it is open: kept, or read by `load`
   * (null when it has ended), and kept when nothing concerning sessions was heard meanwhile.
   */
  async read(kind: SessionKind, subjectId: number, sessionId: string, load: () => Promise<OpenSession | null>): Promise<OpenSession | null> {
    const now = this.now();
    const kept = this.kept.get(sessionId);
    if (kept && now - kept.keptAt < this.maxAgeMs && kept.session.expiresAt.getTime() > now) {
      // Another token naming this session id must still be of its account.
      if (kept.session.kind !== kind || kept.session.subjectId !== subjectId) return null;
      this.kept.delete(sessionId);
      this.kept.set(sessionId, kept);
      return kept.session;
    }
    if (kept) this.kept.delete(sessionId);
    const before = this.heard;
    const session = await load();
    if (session && this.hearing && this.heard === before) this.keep(sessionId, session);
    return session;
  }

  /** A notification: one session changed (its id), or any may have (`ANY_SESSION`). */
  notified(payload: string): void {
    if (Probes.isProbe(payload)) {
      this.probes.answer(payload);
      return;
    }
    if (payload === ANY_SESSION) {
      this.drop();
      return;
    }
    this.heard += 1;
    this.kept.delete(payload);
  }

  /** Whether every change from now on will be heard; not hearing, nothing is kept. */
  live(hearing: boolean): void {
    this.hearing = hearing;
    this.drop();
  }

  /**
   * Resolves once this instance has heard every change committed before the call: `send`
   * notifies a probe after them, and notifications come in commit order. Not sent, or not heard
   * within `ms` (the listener may be stuck), everything kept is dropped instead; so the wait
   * never outlasts `ms`, whatever the database does. Not listening, nothing is kept to wait for.
   */
  async settle(send: (probe: string) => Promise<unknown>, ms = PROBE_TIMEOUT_MS): Promise<void> {
    if (!this.hearing) return;
    if (!await this.probes.wait(send, ms)) this.drop();
  }

  get listening(): boolean {
    return this.hearing;
  }

  /** Whether the session is kept now (tests). */
  keeps(sessionId: string): boolean {
    return this.kept.has(sessionId);
  }

  get size(): number {
    return this.kept.size;
  }

  /** Forgets everything kept, and any read under way keeps nothing. */
  private drop(): void {
    this.heard += 1;
    this.kept.clear();
  }

  private keep(sessionId: string, session: OpenSession): void {
    this.kept.set(sessionId, { session, keptAt: this.now() });
    trimToCount(this.kept, this.limit);
  }
}
