// How often the account calls may be tried, per client address and per account, in one place
// so that operators scale them with RATE_LIMIT_SCALE and tests can lower them.

export interface LimitRule {
  max: number;
  windowMs: number;
}

/** `ip` counts per client address; `account` per email (or customer) the call is about. */
export interface RateLimitRule {
  ip?: LimitRule;
  account?: LimitRule;
}

export const RATE_LIMITED_ACTIONS = [
  'login', 'register', 'confirm', 'resend', 'reset', 'resetPassword', 'changePassword', 'adminLogin',
] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

export type RateLimitSettings = Record<RateLimitedAction, RateLimitRule>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  // Per account well below what guessing needs; per address enough for an office behind one NAT.
  login: { ip: { max: 50, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
  register: { ip: { max: 20, windowMs: HOUR }, account: { max: 10, windowMs: HOUR } },
  // The code itself burns after 5 wrong tries; this stops fishing for codes across resends.
  confirm: { ip: { max: 30, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
  resend: { ip: { max: 20, windowMs: 15 * MINUTE }, account: { max: 5, windowMs: 15 * MINUTE } },
  // Keyed by the email asked for, known or not, so the answer never tells which exist.
  reset: { ip: { max: 10, windowMs: HOUR }, account: { max: 5, windowMs: HOUR } },
  resetPassword: { ip: { max: 20, windowMs: 15 * MINUTE } },
  // A stolen session must not be able to guess the current password.
  changePassword: { account: { max: 10, windowMs: 15 * MINUTE } },
  adminLogin: { ip: { max: 20, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
};

/** Every maximum multiplied by `scale` (1 keeps the defaults). */
export function scaledRateLimits(scale: number, base: RateLimitSettings = DEFAULT_RATE_LIMITS): RateLimitSettings {
  const scaleRule = (rule?: LimitRule) => (rule ? { max: rule.max * scale, windowMs: rule.windowMs } : undefined);
  const entries = RATE_LIMITED_ACTIONS.map((action) => {
    const { ip, account } = base[action];
    const scaled: RateLimitRule = {};
    if (ip) scaled.ip = scaleRule(ip);
    if (account) scaled.account = scaleRule(account);
    return [action, scaled] as const;
  });
  return Object.fromEntries(entries) as RateLimitSettings;
}
