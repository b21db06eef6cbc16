/** SQLSTATE codes services react to. */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  /** What ON DELETE RESTRICT raises on newer servers; the schema uses NO ACTION (23503). */
  restrictViolation: '23001',
  checkViolation: '23514',
  notNullViolation: '23502',
  lockNotAvailable: '55P03',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  /** No prepared statement of that name in the session. */
  invalidStatementName: '26000',
} as const;

export interface PgErrorInfo {
  code: string;
  constraint?: string;
  message: string;
}

/**
 * Drizzle wraps driver errors ("Failed query: ...") and keeps the original as `cause`; both
 * node-postgres and PGlite put the SQLSTATE in `code` and the constraint name in `constraint`.
 */
export function pgErrorInfo(err: unknown): PgErrorInfo | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
        message: typeof candidate.message === 'string' ? candidate.message : '',
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** True when `err` is the given SQLSTATE, optionally raised by one named constraint or index. */
export function isPgError(err: unknown, code: string, constraint?: string): boolean {
  const info = pgErrorInfo(err);
  return info !== undefined && info.code === code && (constraint === undefined || info.constraint === constraint);
}

export const isUniqueViolation = (err: unknown, constraint?: string) => isPgError(err, PG_ERROR.uniqueViolation, constraint);

export const isCheckViolation = (err: unknown, constraint?: string) => isPgError(err, PG_ERROR.checkViolation, constraint);

export const isForeignKeyViolation = (err: unknown, constraint?: string) =>
  isPgError(err, PG_ERROR.foreignKeyViolation, constraint) || isPgError(err, PG_ERROR.restrictViolation, constraint);
