// The back office's view of issued documents: a page of them for a period, and the CSV files
// for the VAT return (every document, and the totals per emirate). Credit notes count negative.
import { stringify } from 'csv-stringify/sync';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminTaxDocument, type PdfState } from '../../../shared/admin-types';
import { EMIRATES } from '../../../shared/tax';
import type { DbOrTx } from '../../db/client';
import { type TaxDocumentRow, documentJobs, einvoiceSubmissions, taxDocuments } from '../../db/schema';
import { guardFormula } from '../catalogue-csv/cells';
import { entryOf } from './documents-read';
import { amount } from './vat';

export interface Period { from?: string; to?: string }

/** The list's row, shared with the back office's screen. */
export type AdminDocument = AdminTaxDocument;

const BOM = '\uFEFF';
const UAE_OFFSET = '+04:00';

/** Days are UAE calendar days; `to` is inclusive. */
function periodWhere(period: Period): SQL | undefined {
  const parts: SQL[] = [];
  if (period.from) parts.push(gte(taxDocuments.issuedAt, new Date(`${period.from}T00:00:00${UAE_OFFSET}`)));
  if (period.to) parts.push(lt(taxDocuments.issuedAt, new Date(new Date(`${period.to}T00:00:00${UAE_OFFSET}`).getTime() + 86_400_000)));
  return parts.length > 0 ? and(...parts) : undefined;
}

const sign = (kind: string) => (kind === 'credit-note' ? -1 : 1);

/** The render job as the list needs it; none when the document has no job (should not happen). */
export interface PdfJobState { state: 'queued' | 'done' | 'failed'; lastError: string | null }

/** How much of a render's error the list shows (a browser's error can run to pages of call log). */
export const PDF_ERROR_LENGTH = 300;

export function shortError(error: string | null): string | null {
  if (error === null) return null;
  const flat = error.replace(/\s+/g, ' ').trim();
  return flat.length <= PDF_ERROR_LENGTH ? flat : `${flat.slice(0, PDF_ERROR_LENGTH - 1)}…`;
}

/**
 * Stored is ready; a job still open is queued; anything else (given up on, or no job at all)
 * is failed: no PDF is coming unless staff queue it again.
 */
export function pdfStateOf(pdfFile: string | null, job: PdfJobState | undefined): PdfState {
  if (pdfFile !== null) return 'ready';
  return job?.state === 'queued' ? 'queued' : 'failed';
}

export function adminDocumentOf(row: TaxDocumentRow, job: PdfJobState | undefined, einvoice: AdminDocument['einvoice'] = null): AdminDocument {
  const pdfState = pdfStateOf(row.pdfFile, job);
  return {
    ...entryOf(row), orderId: row.orderId, customer: row.snapshot.buyer.legalNameEn, trn: row.snapshot.buyer.trn,
    emirate: row.emirate, net: (sign(row.kind) * row.netFils) / 100, vat: (sign(row.kind) * row.vatFils) / 100,
    gross: (sign(row.kind) * row.grossFils) / 100,
    pdfState, pdfError: pdfState === 'failed' ? shortError(job?.lastError ?? null) : null, einvoice,
  };
}

/** Each document's latest hand-off to a provider, in one query, by document id. */
export async function submissionsOf(db: DbOrTx, documentIds: number[]): Promise<Map<number, NonNullable<AdminDocument['einvoice']>>> {
  if (documentIds.length === 0) return new Map();
  const rows = await db.select({ documentId: einvoiceSubmissions.documentId, provider: einvoiceSubmissions.provider, state: einvoiceSubmissions.state })
    .from(einvoiceSubmissions).where(inArray(einvoiceSubmissions.documentId, documentIds))
    .orderBy(einvoiceSubmissions.updatedAt, einvoiceSubmissions.id);
  // Later rows replace earlier ones: the latest hand-off is the one that counts.
  return new Map(rows.map((r) => [r.documentId, { provider: r.provider, state: r.state }]));
}

/** The render jobs of a page's documents, in one query, by document id. */
async function pdfJobsOf(db: DbOrTx, documentIds: number[]): Promise<Map<number, PdfJobState>> {
  if (documentIds.length === 0) return new Map();
  const jobs = await db.select({ documentId: documentJobs.documentId, state: documentJobs.state, lastError: documentJobs.lastError })
    .from(documentJobs).where(and(inArray(documentJobs.documentId, documentIds), eq(documentJobs.task, 'render-pdf')));
  return new Map(jobs.map((job) => [job.documentId, { state: job.state, lastError: job.lastError }]));
}

export async function listDocuments(db: DbOrTx, period: Period, page: number): Promise<{ count: number; documents: AdminDocument[] }> {
  const where = periodWhere(period);
  const [{ total }] = await db.select({ total: count() }).from(taxDocuments).where(where);
  const rows = await db.select().from(taxDocuments).where(where)
    .orderBy(desc(taxDocuments.issuedAt), desc(taxDocuments.id)).limit(ADMIN_PAGE_SIZE).offset((page - 1) * ADMIN_PAGE_SIZE);
  const ids = rows.map((row) => row.id);
  const [jobs, submissions] = [await pdfJobsOf(db, ids), await submissionsOf(db, ids)];
  return { count: total, documents: rows.map((row) => adminDocumentOf(row, jobs.get(row.id), submissions.get(row.id) ?? null)) };
}

export async function documentsCsv(db: DbOrTx, period: Period): Promise<string> {
  const rows = await db.select().from(taxDocuments).where(periodWhere(period)).orderBy(taxDocuments.issuedAt, taxDocuments.id);
  const records = rows.map((row) => {
    const s = sign(row.kind);
    return [
      row.number, row.kind, row.snapshot.issueDate, String(row.orderId), guardFormula(row.snapshot.buyer.legalNameEn),
      row.snapshot.buyer.trn ?? '', row.emirate, row.snapshot.reference?.number ?? '',
      amount(s * row.netFils), amount(s * row.vatFils), amount(s * row.grossFils),
    ];
  });
  return BOM + stringify([['number', 'kind', 'issue_date', 'order', 'customer', 'customer_trn', 'emirate', 'references', 'net_aed', 'vat_aed', 'gross_aed'], ...records]);
}

/** A period's amounts of one emirate as the VAT return asks for them, in fils. */
interface ReturnAmounts { standardNet: number; standardVat: number; zeroRated: number; exempt: number; vat: number; gross: number }

const noAmounts = (): ReturnAmounts => ({ standardNet: 0, standardVat: 0, zeroRated: 0, exempt: 0, vat: 0, gross: 0 });

/** A sum over documents in which credit notes count negative. */
const signed = (value: SQL) => sql`coalesce(sum(case when ${taxDocuments.kind} = 'credit-note' then -(${value}) else ${value} end), 0)::float8`;

/** The period's amounts per emirate, summed by the database: each document's parts by VAT category as printed on it (its snapshot), its VAT and gross. */
async function returnAmounts(db: DbOrTx, period: Period): Promise<Map<string, ReturnAmounts>> {
  const where = periodWhere(period) ?? sql`true`;
  const parts = await db.execute<{ emirate: string; category: string; taxable: number; vat: number }>(sql`
    select ${taxDocuments.emirate} as emirate, part->>'category' as category,
      ${signed(sql`(part->>'taxableFils')::bigint`)} as taxable, ${signed(sql`(part->>'vatFils')::bigint`)} as vat
    from ${taxDocuments} cross join lateral jsonb_array_elements(${taxDocuments.snapshot}->'totals'->'byCategory') as part
    where ${where} group by 1, 2`);
  const totals = await db.execute<{ emirate: string; vat: number; gross: number }>(sql`
    select ${taxDocuments.emirate} as emirate, ${signed(sql`${taxDocuments.vatFils}`)} as vat, ${signed(sql`${taxDocuments.grossFils}`)} as gross
    from ${taxDocuments} where ${where} group by 1`);
  const byEmirate = new Map<string, ReturnAmounts>();
  const of = (emirate: string) => byEmirate.get(emirate) ?? byEmirate.set(emirate, noAmounts()).get(emirate)!;
  for (const row of parts.rows) {
    const to = of(row.emirate);
    if (row.category === 'S') {
      to.standardNet += Number(row.taxable);
      to.standardVat += Number(row.vat);
    } else if (row.category === 'Z') {
      to.zeroRated += Number(row.taxable);
    } else {
      to.exempt += Number(row.taxable);
    }
  }
  for (const row of totals.rows) Object.assign(of(row.emirate), { vat: Number(row.vat), gross: Number(row.gross) });
  return byEmirate;
}

/**
 * One row per emirate (all seven, in the VAT return's order), then the total: standard-rated
 * supplies and their VAT per emirate (the return's boxes 1a to 1g), zero-rated and exempt
 * supplies apart (boxes 4 and 5), and the documents' VAT and gross. Each document's part of
 * each category is the one printed on it (its snapshot); credit notes count negative.
 */
export async function emirateTotalsCsv(db: DbOrTx, period: Period): Promise<string> {
  const byEmirate = await returnAmounts(db, period);
  const total = noAmounts();
  const cells = (a: ReturnAmounts) => [a.standardNet, a.standardVat, a.zeroRated, a.exempt, a.standardNet + a.zeroRated + a.exempt, a.vat, a.gross].map(amount);
  const records = EMIRATES.map((e) => {
    const a = byEmirate.get(e.code) ?? noAmounts();
    for (const key of Object.keys(total) as Array<keyof ReturnAmounts>) total[key] += a[key];
    return [e.code, e.en, ...cells(a)];
  });
  records.push(['', 'Total', ...cells(total)]);
  const header = ['emirate', 'name', 'standard_rated_aed', 'standard_rated_vat_aed', 'zero_rated_aed', 'exempt_aed', 'net_aed', 'vat_aed', 'gross_aed'];
  return BOM + stringify([header, ...records]);
}
