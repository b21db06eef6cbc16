import { formatAed } from '../../shared/money';

/** A price as shown everywhere in the shop: 'AED 1,234.50'. */
export function formatPrice(aed: number): string {
  return formatAed(aed);
}

const BLOCKS = 'address, article, blockquote, br, dd, div, dl, dt, h1, h2, h3, h4, h5, h6, li, ol, p, section, td, th, tr, ul';

/**
 * Text of a small HTML fragment (product excerpts are shown as plain text). DOMParser builds an
 * inert document, so nothing in the fragment runs or loads; scripts and styles are dropped and
 * block boundaries become spaces so words of adjacent paragraphs do not run together.
 */
export function plainText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.body.querySelectorAll('script, style, template, noscript').forEach((node) => node.remove());
  doc.body.querySelectorAll(BLOCKS).forEach((node) => node.after(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
