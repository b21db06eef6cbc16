// The A4 page of a tax document, English and Arabic side by side (Arabic right to left), built
// from the frozen snapshot only. Every text is escaped; nothing is loaded from outside.
import { formatAmount, fromFils } from '../../../../shared/money';
import { emirateName } from '../../../../shared/tax';
import type { DocumentSnapshot, LineSnapshot, PartySnapshot } from '../snapshot-types';
import { percent } from '../vat';
import { escapeMarkup as esc } from '../../../../shared/escape-markup';
import { embeddedFontCss } from './fonts';
import { LABELS, type LabelKey } from './labels';

const both = (key: LabelKey) => `<span class="en">${esc(LABELS[key][0])}</span> <span class="ar" dir="rtl" lang="ar">${esc(LABELS[key][1])}</span>`;

// The body keeps 2px from the printable area's edges: a box's or the lines table's right border
// drawn on that edge was clipped (the table's collapsed border lies half outside it).
const STYLE = `
@page { size: A4; margin: 14mm 12mm; }
body { font-family: 'Invoice Naskh', serif; font-size: 9.5pt; color: #111; margin: 0; padding: 0 2px; }
h1 { font-size: 17pt; margin: 0 0 6px; display: flex; justify-content: space-between; }
.ar { font-family: 'Invoice Naskh', serif; }
.head, .parties { display: flex; gap: 16px; justify-content: space-between; }
.box { flex: 1; border: 1px solid #999; padding: 6px 8px; border-radius: 4px; }
.box h2 { font-size: 10pt; margin: 0 0 4px; display: flex; justify-content: space-between; }
.facts td { padding: 1px 6px 1px 0; }
table.lines { width: 100%; border-collapse: collapse; margin-top: 10px; }
table.lines th, table.lines td { border: 1px solid #bbb; padding: 3px 4px; vertical-align: top; }
table.lines th { background: #eee; font-size: 8pt; }
td.num { text-align: right; white-space: nowrap; }
table.totals { margin: 10px 0 0 auto; border-collapse: collapse; }
table.totals td { padding: 2px 8px; border-bottom: 1px solid #ddd; }
.logo { max-height: 48px; }
.note { font-size: 8pt; color: #444; margin-top: 8px; }
`;

/** An amount as the document prints it, as the shop does: "1,481,502.00" (the XML keeps "1481502.00"). */
const money = (fils: number) => formatAmount(fromFils(fils));

/** Free text of a party or the buyer (a name, an address, a reason): its own direction, whatever the script. */
const text = (value: string) => `<bdi>${esc(value)}</bdi>`;

function party(key: 'supplier' | 'recipient', p: PartySnapshot): string {
  const trn = p.trn ? `${both('trn')}: ${esc(p.trn)}` : both('unregistered');
  return `<div class="box"><h2>${both(key)}</h2>
<div>${text(p.legalNameEn)}</div>${p.legalNameAr ? `<div class="ar" dir="rtl" lang="ar">${esc(p.legalNameAr)}</div>` : ''}
<div>${text(p.address)}${p.city ? `, ${text(p.city)}` : ''}</div>
<div>${esc(emirateName(p.emirate))} <span class="ar" dir="rtl" lang="ar">${esc(emirateName(p.emirate, 'ar'))}</span>, United Arab Emirates</div>
<div>${trn}</div>${p.licenceNumber ? `<div>${both('licence')}: ${esc(p.licenceNumber)}${p.licenceAuthority ? ` (${esc(p.licenceAuthority)})` : ''}</div>` : ''}</div>`;
}

function rateText(line: Pick<LineSnapshot, 'category' | 'rateBp'>): string {
  if (line.category === 'Z') return `0 % ${both('zeroRated')}`;
  if (line.category === 'E') return both('exempt');
  return `${percent(line.rateBp)} %`;
}

function lineRow(l: LineSnapshot): string {
  return `<tr><td>${text(l.description)}<br><small>${esc(l.sku)}</small></td><td class="num">${l.quantity}</td>
<td class="num">${money(l.unitPriceFils)}</td><td class="num">${money(l.discountFils)}</td><td class="num">${money(l.taxableFils)}</td>
<td class="num">${rateText(l)}</td><td class="num">${money(l.vatFils)}</td><td class="num">${money(l.grossFils)}</td></tr>`;
}

export function documentHtml(doc: DocumentSnapshot, logoDataUrl: string | null = null): string {
  const credit = doc.kind === 'credit-note';
  const facts: Array<[LabelKey, string]> = [
    [credit ? 'creditNumber' : 'invoiceNumber', doc.number], ['issueDate', doc.issueDate], ['supplyDate', doc.supplyDate], ['order', String(doc.orderId)],
    ...(doc.reference ? [['reference', `${doc.reference.number} (${doc.reference.issueDate})`] as [LabelKey, string]] : []),
    ...(doc.reason ? [['reason', doc.reason] as [LabelKey, string]] : []),
  ];
  const t = doc.totals;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(doc.number)}</title>
<style>${embeddedFontCss()}${STYLE}</style></head><body>
<h1><span>${esc(LABELS[credit ? 'creditTitle' : 'invoiceTitle'][0])}</span>${logoDataUrl ? `<img class="logo" alt="" src="${esc(logoDataUrl)}">` : ''}<span class="ar" dir="rtl" lang="ar">${esc(LABELS[credit ? 'creditTitle' : 'invoiceTitle'][1])}</span></h1>
<table class="facts">${facts.map(([k, v]) => `<tr><td>${both(k)}</td><td>${text(v)}</td></tr>`).join('')}</table>
<div class="parties">${party('supplier', doc.supplier)}${party('recipient', doc.buyer)}</div>
<table class="lines"><thead><tr>${(['description', 'quantity', 'unitPrice', 'discount', 'taxable', 'rate', 'vat', 'lineTotal'] as LabelKey[]).map((k) => `<th>${both(k)}</th>`).join('')}</tr></thead>
<tbody>${doc.lines.map(lineRow).join('')}</tbody></table>
<table class="totals">
<tr><td>${both('net')}</td><td class="num">AED ${money(t.netFils)}</td></tr>
<tr><td>${both('vatTotal')}</td><td class="num">AED ${money(t.vatFils)}</td></tr>
<tr><td><b>${both('gross')}</b></td><td class="num"><b>AED ${money(t.grossFils)}</b></td></tr></table>
<p class="note">${both('currency')}</p>
</body></html>`;
}
