// Attempt limits on the account calls, per client address and per account, on top of
// @fastify/rate-limit's counters. Counters live in this process's memory: several instances
// behind a load balancer each count on their own, so the effective limit is N times higher.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_RATE_LIMITS, type LimitRule, type RateLimitedAction } from '../rate-limit-settings';
import { sendError } from './errors';

/** The account a request is about (an email, a customer id), or null when it names none. */
export type AccountOf = (request: FastifyRequest) => string | null;

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that answers 429 with Retry-After once `action` was tried too often. */
    attemptLimit: (action: RateLimitedAction, accountOf?: AccountOf) => preHandlerAsyncHookHandler;
  }
}

interface LimitState { exceeded: boolean; ttlMs: number }
type Check = (request: FastifyRequest) => Promise<LimitState>;

export function tooManyMessage(ttlMs: number): string {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many attempts. Please try again in ${wait}.`;
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

async function rateLimitsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false, cache: 20_000 });
  const settings = app.config.rateLimits ?? DEFAULT_RATE_LIMITS;

  const limiter = (rule: LimitRule, keyGenerator?: (request: FastifyRequest) => string): Check => {
    const check = app.createRateLimit({ max: rule.max, timeWindow: rule.windowMs, ...(keyGenerator ? { keyGenerator } : {}) });
    return async (request) => {
      const state = await check(request);
      return state.isAllowed ? { exceeded: false, ttlMs: 0 } : { exceeded: state.isExceeded, ttlMs: state.ttl };
    };
  };

  app.decorate('attemptLimit', (action: RateLimitedAction, accountOf?: AccountOf) => {
    const { ip, account } = settings[action];
    const byIp = ip ? limiter(ip) : undefined;
    const byAccount = account && accountOf ? limiter(account, (request) => accountOf(request) ?? '') : undefined;
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (byIp) {
        const state = await byIp(request);
        if (state.exceeded) return sendTooMany(reply, state.ttlMs);
      }
      if (byAccount && accountOf?.(request)) {
        const state = await byAccount(request);
        if (state.exceeded) return sendTooMany(reply, state.ttlMs);
      }
      return undefined;
    };
  });
}

export default fp(rateLimitsPlugin, { name: 'rate-limits' });
