// How often the account calls may be tried, per client address and per account, and how the
// logins slow down after failures, in one place so that operators scale them with
// RATE_LIMIT_SCALE and tests can lower them.
import type { DelayRule, WindowRule } from './services/throttle/counter-store';

export type LimitRule = WindowRule;

/** `ip` counts per client address; `account` per email (or customer) the call is about. */
export interface RateLimitRule {
  ip?: LimitRule;
  account?: LimitRule;
}

/**
 * Logins count failures only, per account and client address together (`pair`) and per
 * address alone (`ip`). One client's failures never slow another client down, so nobody can
 * lock someone else out of an account, and an office of colleagues logging in is never
 * refused for succeeding.
 */
export interface LoginThrottleRule {
  pair: DelayRule;
  ip: DelayRule;
}

export const RATE_LIMITED_ACTIONS = ['register', 'confirm', 'resend', 'reset', 'resetPassword', 'changePassword'] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

export const LOGIN_KINDS = ['login', 'adminLogin'] as const;
export type LoginKind = (typeof LOGIN_KINDS)[number];

/**
 * Searches and suggestions the answer cache could not answer, per client address and per
 * instance: each costs a few milliseconds of CPU on the server and the database, so one
 * address must not be able to take the shop's CPU with a stream of made-up terms. An office of
 * buyers typing behind one NAT stays well below.
 */
export interface SearchLimitRule { ip: LimitRule }

export type RateLimitSettings = Record<RateLimitedAction, RateLimitRule> & Record<LoginKind, LoginThrottleRule> & { search: SearchLimitRule };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** 5 free tries for one client on one account, then 1 s, 2 s, 4 s ... up to 15 minutes. */
const PAIR_DELAYS: DelayRule = { freeFailures: 5, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: HOUR };
/** An address spraying guesses over many accounts; an office behind one NAT stays well below. */
const IP_DELAYS: DelayRule = { freeFailures: 30, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, forgetAfterMs: HOUR };

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  login: { pair: PAIR_DELAYS, ip: IP_DELAYS },
  adminLogin: { pair: PAIR_DELAYS, ip: IP_DELAYS },
  register: { ip: { max: 20, windowMs: HOUR }, account: { max: 10, windowMs: HOUR } },
  // The code itself burns after 5 wrong tries; this stops fishing for codes across resends.
  confirm: { ip: { max: 30, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
  resend: { ip: { max: 20, windowMs: 15 * MINUTE }, account: { max: 5, windowMs: 15 * MINUTE } },
  // Keyed by the email asked for, known or not, so the answer never tells which exist.
  reset: { ip: { max: 10, windowMs: HOUR }, account: { max: 5, windowMs: HOUR } },
  resetPassword: { ip: { max: 20, windowMs: 15 * MINUTE } },
  // A stolen session must not be able to guess the current password.
  changePassword: { account: { max: 10, windowMs: 15 * MINUTE } },
  // Twenty a second for a minute: a suggestion per keystroke for several typists at once.
  search: { ip: { max: 1200, windowMs: MINUTE } },
};

/** Every maximum and every number of free failures multiplied by `scale` (1 keeps the defaults). */
export function scaledRateLimits(scale: number, base: RateLimitSettings = DEFAULT_RATE_LIMITS): RateLimitSettings {
  const scaleRule = (rule?: LimitRule) => (rule ? { max: rule.max * scale, windowMs: rule.windowMs } : undefined);
  const scaleDelays = (rule: DelayRule) => ({ ...rule, freeFailures: rule.freeFailures * scale });
  const windows = RATE_LIMITED_ACTIONS.map((action) => {
    const { ip, account } = base[action];
    const scaled: RateLimitRule = {};
    if (ip) scaled.ip = scaleRule(ip);
    if (account) scaled.account = scaleRule(account);
    return [action, scaled] as const;
  });
  const logins = LOGIN_KINDS.map((kind) => [kind, { pair: scaleDelays(base[kind].pair), ip: scaleDelays(base[kind].ip) }] as const);
  const search = ['search', { ip: scaleRule(base.search.ip) }] as const;
  return Object.fromEntries([...windows, ...logins, search]) as RateLimitSettings;
}
