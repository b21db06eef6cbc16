import { InvalidTokenError, jwtDecode } from 'jwt-decode';
import type { Customer } from '../../../shared/api-types';
import { MSG } from '../../../shared/messages';

export type TokenReading = { ok: true; payload: unknown } | { ok: false; error: string };

// jwt-decode words its errors with part numbers and parser details; the spec's catalogue
// (section 8) names only the kind of failure, so each is mapped onto that wording.
function specMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  if (text.includes('must be a string')) return MSG.token.notString;
  if (text.includes('missing part')) return MSG.token.missingPart;
  if (text.includes('invalid base64')) return MSG.token.invalidBase64;
  return MSG.token.invalidJson;
}

/**
 * Reads the payload of a login token without verifying it (the server does that): accepted only
 * for a string with at least two dot-separated parts whose second part is base64 JSON.
 */
export function readToken(token: unknown): TokenReading {
  try {
    return { ok: true, payload: jwtDecode(token as string) };
  } catch (error) {
    if (error instanceof InvalidTokenError) return { ok: false, error: specMessage(error) };
    throw error;
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The customer carried in a token's payload, or null when the token cannot be read. */
const TRADE_DOCUMENT_CLAIMS = ['licence_number', 'licence_expiry', 'trn', 'trn_registered_on', 'legal_name', 'emirate'] as const;

/** The trade document claims the token carries as text; tokens issued before them carry none. */
function tradeDocumentClaims(c: Record<string, unknown>): Partial<Customer> {
  const found: Partial<Record<(typeof TRADE_DOCUMENT_CLAIMS)[number], string>> = {};
  for (const key of TRADE_DOCUMENT_CLAIMS) if (typeof c[key] === 'string') found[key] = c[key];
  return found;
}

export function customerFromToken(token: unknown): Customer | null {
  const reading = readToken(token);
  if (!reading.ok) return null;
  const claims = reading.payload;
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
  const c = claims as Record<string, unknown>;
  const email = text(c.email);
  if (!email) return null;
  const country = Number(c.country_id);
  return {
    name: text(c.name) ?? '',
    company_name: text(c.company_name) ?? '',
    lisence_number: text(c.lisence_number),
    otrn_number: text(c.otrn_number),
    country_id: Number.isInteger(country) && country >= 0 ? country : 0,
    mobile: text(c.mobile),
    email,
    ...tradeDocumentClaims(c),
  };
}
