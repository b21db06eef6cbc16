// Every text the API sends out of the catalogue passes through here, whatever the database
// holds (an import, a staff editor or a restored backup may have put anything there):
//
// - `sanitizeRichText(html)` for HTML fields (excerpt, introduction, tab contents, FAQ
//   answers): keeps formatting, lists, tables, links and images; drops script, style, iframe
//   and other active content with what they contain, every event handler and style
//   attribute, and any URL whose scheme is not http(s), mailto or tel (so no javascript: or
//   data:). Relative URLs (/media/...) stay.
// - `plainText(text)` for fields shown as text (product name, meta description, tab names,
//   FAQ questions, reviews): the text content with every tag removed and entities decoded.
//
// Both are pure, so their results are cached in bounded LRU caches keyed by the input: a
// listing repeats the same stored texts request after request and sanitizing is the most
// expensive step of shaping a product. Reused by carts and orders for product names.
import sanitizeHtml from 'sanitize-html';
import { LruCache, type LruStats } from './lru-cache';

// Elements whose content is code or markup, never text to show: dropped with what they hold.
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'frame', 'frameset', 'object', 'embed',
  'template', 'svg', 'math', 'title', 'head', 'xmp', 'noembed', 'noframes', 'select', 'button',
];

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'mark', 'span', 'div',
    'blockquote', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'thead',
    'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'a', 'img', 'figure', 'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // A link opening a new tab must not hand the shop's window to the page it opens.
    a: (tagName, attribs) => (attribs.target === '_blank'
      ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
      : { tagName, attribs }),
  },
};

const NO_TAGS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: DROPPED_WITH_CONTENT,
};

// sanitize-html escapes exactly these in text; undoing them gives the text itself.
const ESCAPED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
const unescapeText = (html: string) => html.replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ESCAPED[name]);

/** Entity-encoded markup ("&lt;script&gt;") would come back as tags once decoded: strip again. */
const MAX_STRIP_ROUNDS = 4;

function stripTags(text: string): string {
  let current = text;
  for (let round = 0; round < MAX_STRIP_ROUNDS; round += 1) {
    const next = unescapeText(sanitizeHtml(current, NO_TAGS));
    if (next === current) break;
    current = next;
  }
  return current.trim();
}

const weigh = (key: string, value: string) => key.length + value.length;
const richCache = new LruCache<string>({ maxEntries: 5000, maxWeight: 16_000_000, weigh });
const plainCache = new LruCache<string>({ maxEntries: 20_000, maxWeight: 4_000_000, weigh });

/** Safe HTML for the storefront to render (see the file head for what survives). */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return richCache.getOrCompute(html, (input) => sanitizeHtml(input, RICH_TEXT));
}

/** The text of `text` without any markup, trimmed; '' for null. */
export function plainText(text: string | null | undefined): string {
  if (!text) return '';
  // Most names and reviews hold no markup at all: no need to parse them.
  if (!/[<>&]/.test(text)) return text.trim();
  return plainCache.getOrCompute(text, stripTags);
}

export function sanitizerCacheStats(): { rich: LruStats; plain: LruStats } {
  return { rich: richCache.stats(), plain: plainCache.stats() };
}

/** Tests start from cold caches. */
export function clearSanitizerCaches(): void {
  richCache.clear();
  plainCache.clear();
}
