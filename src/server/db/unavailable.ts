// Recognises the errors that mean "the database cannot answer right now" (down, frozen,
// restarting, out of connections) as opposed to a fault in the request or the code, so the
// API can answer 503 with Retry-After instead of 500.

/** SQLSTATE classes and codes of an outage: connection exceptions, shutdown, timeouts, capacity. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout fired
  '57P01', '57P02', '57P03', // admin / crash shutdown, cannot connect now
  '53300', // too_many_connections
  '55P03', // lock_not_available: lock_timeout
]);

/** Node and node-postgres report lost or impossible connections in these ways. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client was closed and is not queryable',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

function oneIsUnavailable(candidate: { code?: unknown; message?: unknown }): boolean {
  const code = typeof candidate.code === 'string' ? candidate.code : '';
  if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') && /^[0-9A-Z]{5}$/.test(code)) return true;
  if (UNAVAILABLE_CODES.has(code)) return true;
  const message = typeof candidate.message === 'string' ? candidate.message : '';
  return UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
}

/** Looks through Drizzle's "Failed query" wrapper (and any other `cause` chain) for an outage. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (oneIsUnavailable(candidate)) return true;
    // A refused connection to a name with several addresses arrives as an AggregateError.
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => inner && typeof inner === 'object' && oneIsUnavailable(inner))) return true;
    current = candidate.cause;
  }
  return false;
}
