/**
 * A search term as the shop sends it: every run of whitespace or control characters (a tab or
 * line break pasted from a spreadsheet, say) becomes one space, and the ends are trimmed. The
 * suggestions and the submitted search both use it, so Enter finds what the list suggested;
 * the server refuses control characters in a term.
 */
/** What no search term may hold: the server refuses a term with any of these. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export function normalizeSearchTerm(text: string): string {
  return text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
}
