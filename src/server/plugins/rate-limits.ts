// Attempt limits on the account calls: fixed windows per client address and per account, and
// growing delays after failed logins. The counters live in a CounterStore: memory with the
// embedded database, PostgreSQL with DATABASE_URL, so several instances count together.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { isIPv6 } from 'node:net';
import fp from 'fastify-plugin';
import { DEFAULT_RATE_LIMITS, type LimitRule, type LoginKind, type RateLimitedAction } from '../rate-limit-settings';
import type { CounterStore } from '../services/throttle/counter-store';
import { MemoryCounterStore } from '../services/throttle/memory-counter-store';
import { PostgresCounterStore } from '../services/throttle/postgres-counter-store';
import { sendError } from './errors';

/** The account a request is about (an email, a customer id), or null when it names none. */
export type AccountOf = (request: FastifyRequest) => string | null;

/** One login attempt that was let through; tell it how the password check went. */
export interface LoginAttempt { succeeded(): Promise<void> }

declare module 'fastify' {
  interface FastifyInstance {
    counters: CounterStore;
    /** A preHandler that answers 429 with Retry-After once `action` was tried too often. */
    attemptLimit: (action: RateLimitedAction, accountOf?: AccountOf) => preHandlerAsyncHookHandler;
    /**
     * An onRequest hook that answers 429 to a client address that has used up `action`'s limit
     * before its body is read, parsed or validated. It counts what it refuses, as attemptLimit
     * does; the requests it lets through are counted by attemptLimit(action) in preHandler.
     */
    addressLimit: (action: RateLimitedAction) => onRequestAsyncHookHandler;
    /**
     * Counts a search or suggestion the answer cache could not answer for this client address,
     * and answers 429 with Retry-After once the address has used up the search limit.
     */
    searchLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
    /** Counts a login attempt of this client on this account, or answers 429 and returns null. */
    loginAttempt: (kind: LoginKind, request: FastifyRequest, reply: FastifyReply, account: string) => Promise<LoginAttempt | null>;
  }
}

export const TOO_MANY_SEARCHES = (wait: string) => `Too many searches from your network. Please try again in ${wait}.`;

const waitText = (ttlMs: number) => {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
};

export function tooManyMessage(ttlMs: number): string {
  return `Too many attempts. Please try again in ${waitText(ttlMs)}.`;
}

export function sendTooMany(reply: FastifyReply, ttlMs: number, message = tooManyMessage(ttlMs)): FastifyReply {
  reply.header('retry-after', String(Math.max(1, Math.ceil(ttlMs / 1000))));
  return sendError(reply, 429, message);
}

/** Emails are counted case-insensitively, as they are looked up. */
export const bodyEmail = (field: string): AccountOf => (request) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null;
};

/**
 * The address every limit counts a client by: an IPv4 address as it is (also written
 * IPv4-mapped), an IPv6 address by its /64, the block one home or office gets, so stepping
 * through the addresses of one's own block does not make a fresh budget each time.
 */
export function addressBlock(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** Counts a hit of `key`; answers how long until its window ends when it went over `rule`, else 0. */
async function overLimitIn(store: CounterStore, key: string, rule: LimitRule): Promise<number> {
  const { hits, resetInMs } = await store.hit(key, rule.windowMs);
  return hits > rule.max ? resetInMs : 0;
}

async function rateLimitsPlugin(app: FastifyInstance): Promise<void> {
  const settings = app.config.rateLimits ?? DEFAULT_RATE_LIMITS;
  const counters: CounterStore = app.database.kind === 'postgres' ? new PostgresCounterStore(app.database.db) : new MemoryCounterStore();
  app.decorate('counters', counters);

  const overLimit = (key: string, rule: LimitRule) => overLimitIn(counters, key, rule);

  app.decorate('attemptLimit', (action: RateLimitedAction, accountOf?: AccountOf) => {
    const { ip, account } = settings[action];
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (ip) {
        const waitMs = await overLimit(`${action}:ip:${addressBlock(request.ip)}`, ip);
        if (waitMs > 0) return sendTooMany(reply, waitMs);
      }
      const name = account && accountOf ? accountOf(request) : null;
      if (account && name) {
        const waitMs = await overLimit(`${action}:account:${name}`, account);
        if (waitMs > 0) return sendTooMany(reply, waitMs);
      }
      return undefined;
    };
  });

  app.decorate('addressLimit', (action: RateLimitedAction) => {
    const { ip } = settings[action];
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (!ip) return undefined;
      const full = await counters.hitIfFull(`${action}:ip:${addressBlock(request.ip)}`, ip.max);
      return full ? sendTooMany(reply, full.resetInMs) : undefined;
    };
  });

  // Always in this process's memory, also on PostgreSQL: a shared counter would add a database
  // round trip to every search, as costly as what it guards. Each instance counts its own.
  const searches = new MemoryCounterStore();
  app.decorate('searchLimit', async (request: FastifyRequest, reply: FastifyReply) => {
    const { ip } = settings.search;
    const waitMs = await overLimitIn(searches, `search:${addressBlock(request.ip)}`, ip);
    return waitMs > 0 ? sendTooMany(reply, waitMs, TOO_MANY_SEARCHES(waitText(waitMs))) : undefined;
  });

  app.decorate('loginAttempt', async (kind: LoginKind, request: FastifyRequest, reply: FastifyReply, account: string) => {
    const rule = settings[kind];
    const client = addressBlock(request.ip);
    const ipKey = `${kind}:ip:${client}`;
    const pairKey = `${kind}:pair:${account.trim().toLowerCase()}|${client}`;
    const byIp = await counters.attempt(ipKey, rule.ip);
    if (!byIp.allowed) {
      sendTooMany(reply, byIp.waitMs);
      return null;
    }
    const byPair = await counters.attempt(pairKey, rule.pair);
    if (!byPair.allowed) {
      await counters.undo(ipKey);
      sendTooMany(reply, byPair.waitMs);
      return null;
    }
    // A correct password wipes this client's failures on the account, and is no failure of its address.
    return { succeeded: async () => { await counters.clear(pairKey); await counters.undo(ipKey); } };
  });
}

export default fp(rateLimitsPlugin, { name: 'rate-limits', dependencies: ['database'] });
