// One plain look for every mail: a greeting, short paragraphs, optionally a code or a button,
// and the shop's signature. Each mail is written once and rendered as text and as HTML.
import { SHOP } from '../../../shared/shop';

export interface MailContent {
  greeting: string;
  paragraphs: string[];
  /** A one-time code shown large. */
  code?: string;
  action?: { label: string; url: string };
  /** Said after the code or button. */
  after?: string[];
}

export interface RenderedMail { text: string; html: string }

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);
}

const SIGNATURE = [`${SHOP.name} (${SHOP.legalName})`, SHOP.address, `${SHOP.phone} | ${SHOP.email}`];

function renderText(content: MailContent): string {
  const lines = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.code) lines.push(`    ${content.code}`, '');
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  for (const p of content.after ?? []) lines.push(p, '');
  lines.push('--', ...SIGNATURE);
  return `${lines.join('\n')}\n`;
}

const P = 'margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2933';

function renderHtml(content: MailContent): string {
  const para = (text: string) => `<p style="${P}">${escapeHtml(text)}</p>`;
  const parts = [para(content.greeting), ...content.paragraphs.map(para)];
  if (content.code) {
    parts.push(`<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:6px;color:#1f2933">${escapeHtml(content.code)}</p>`);
  }
  if (content.action) {
    const url = escapeHtml(content.action.url);
    parts.push(`<p style="${P}"><a href="${url}" style="display:inline-block;padding:10px 18px;background:#e8590c;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p>`);
    parts.push(`<p style="margin:0 0 16px;font-size:13px;color:#52606d">${url}</p>`);
  }
  parts.push(...(content.after ?? []).map(para));
  const signature = SIGNATURE.map(escapeHtml).join('<br>');
  return [
    '<!doctype html><html lang="en" dir="ltr"><body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:6px">',
    `<h1 style="margin:0 0 20px;font-size:22px;color:#e8590c">${escapeHtml(SHOP.name)}</h1>`,
    ...parts,
    `<p style="margin:24px 0 0;font-size:12px;line-height:1.5;color:#7b8794">${signature}</p>`,
    '</div></body></html>',
  ].join('\n');
}

export function renderMail(content: MailContent): RenderedMail {
  return { text: renderText(content), html: renderHtml(content) };
}
