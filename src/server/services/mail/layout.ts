// One plain look for every mail: a greeting, short paragraphs, optionally a code or a button,
// and the shop's signature. Each mail is written once and rendered as text and as HTML. The
// signature names the shop as its legal settings do when the mail is queued (queueMail renders
// it then, outbox.ts), so a mail never carries a legal name or address staff have since replaced.
import { escapeMarkup as escapeHtml } from '../../../shared/escape-markup';
import { SHOP } from '../../../shared/shop';
import { type ShopIdentity, identityAddress, identityLegalName } from '../../../shared/shop-identity';

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


/** The trading name with the legal one, the address, the contacts; before legal details are saved, no legal line. */
export function signatureLines(identity: ShopIdentity | null): string[] {
  const contacts = `${SHOP.phone} | ${SHOP.email}`;
  if (!identity) return [SHOP.name, contacts];
  return [`${SHOP.name} (${identityLegalName(identity, SHOP.name)})`, identityAddress(identity), contacts];
}

const textSignature = (identity: ShopIdentity | null) => `\n--\n${signatureLines(identity).join('\n')}\n`;
const htmlSignature = (identity: ShopIdentity | null) =>
  `<p style="margin:24px 0 0;font-size:12px;line-height:1.5;color:#7b8794">${signatureLines(identity).map(escapeHtml).join('<br>')}</p>`;

function renderText(content: MailContent, identity: ShopIdentity | null): string {
  const lines = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.code) lines.push(`    ${content.code}`, '');
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  for (const p of content.after ?? []) lines.push(p, '');
  return `${lines.join('\n')}${textSignature(identity)}`;
}

const P = 'margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2933';

function renderHtml(content: MailContent, identity: ShopIdentity | null): string {
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
  return [
    '<!doctype html><html lang="en" dir="ltr"><body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:6px">',
    `<h1 style="margin:0 0 20px;font-size:22px;color:#e8590c">${escapeHtml(SHOP.name)}</h1>`,
    ...parts,
    htmlSignature(identity),
    '</div></body></html>',
  ].join('\n');
}

/** The mail signed as `identity` names the shop (null: no legal details saved yet). */
export function renderMail(content: MailContent, identity: ShopIdentity | null = null): RenderedMail {
  return { text: renderText(content, identity), html: renderHtml(content, identity) };
}
