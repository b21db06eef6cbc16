// The short form of an audit entry's details, for the audit list. Some entries keep a whole
// record (a deleted price list keeps every rule, megabytes for a large contract), so a page of
// the list answers each entry cut down, still valid JSON, and the entry read by id answers it
// whole. What is cut says so where it was cut:
// - an array longer than 10 items keeps its first 10 and ends with { "…": "19,990 more items" };
// - an object with more than 50 keys keeps its first 50 and gains the key "…": "12 more keys";
// - a string longer than 300 characters keeps its first 300 and ends with "…".

export const DETAILS_LIMITS = { items: 10, keys: 50, chars: 300 } as const;

/** The key of the marker that stands for what was left out. */
export const MORE_KEY = '…';

export interface ShortDetails {
  details: Record<string, unknown>;
  /** Whether anything was left out. */
  shortened: boolean;
}

const counted = (n: number, noun: string) => `${n.toLocaleString('en-US')} more ${noun}`;

/** The first `chars` characters, not splitting a character made of two UTF-16 units. */
function cut(text: string, chars: number): string {
  const code = text.charCodeAt(chars - 1);
  const end = code >= 0xd800 && code <= 0xdbff ? chars - 1 : chars;
  return `${text.slice(0, end)}…`;
}

export function shortenDetails(details: Record<string, unknown>): ShortDetails {
  let shortened = false;
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') {
      if (value.length <= DETAILS_LIMITS.chars) return value;
      shortened = true;
      return cut(value, DETAILS_LIMITS.chars);
    }
    if (Array.isArray(value)) {
      const kept = value.slice(0, DETAILS_LIMITS.items).map(walk);
      if (value.length <= DETAILS_LIMITS.items) return kept;
      shortened = true;
      return [...kept, { [MORE_KEY]: counted(value.length - DETAILS_LIMITS.items, 'items') }];
    }
    if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      const kept = Object.fromEntries(entries.slice(0, DETAILS_LIMITS.keys).map(([key, inner]) => [key, walk(inner)]));
      if (entries.length <= DETAILS_LIMITS.keys) return kept;
      shortened = true;
      return { ...kept, [MORE_KEY]: counted(entries.length - DETAILS_LIMITS.keys, 'keys') };
    }
    return value;
  };
  const short = walk(details) as Record<string, unknown>;
  return { details: short, shortened };
}
