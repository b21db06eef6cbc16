// Reading issued documents for the people allowed to see them: the order's customer, or staff.
// Someone else's document answers like an unknown one, so numbers and ids reveal nothing.
import { and, asc, eq } from 'drizzle-orm';
import type { TaxDocumentEntry } from '../../../shared/admin-types';
import type { DbOrTx } from '../../db/client';
import { type TaxDocumentRow, orders, taxDocuments } from '../../db/schema';

export type Reader = { kind: 'customer'; customerId: number } | { kind: 'staff' };

export type DocumentEntry = TaxDocumentEntry;

export function documentUrls(number: string): { pdf: string; xml: string } {
  const safe = encodeURIComponent(number);
  return { pdf: `/api/documents/${safe}/pdf`, xml: `/api/documents/${safe}/xml` };
}

export function entryOf(row: Pick<TaxDocumentRow, 'kind' | 'number' | 'issuedAt' | 'pdfFile'>): DocumentEntry {
  return { kind: row.kind, number: row.number, issuedAt: row.issuedAt.toISOString(), ...documentUrls(row.number), pdfReady: row.pdfFile !== null };
}

/** null when the order does not exist or is not the reader's. */
export async function documentsOfOrder(db: DbOrTx, reader: Reader, orderId: number): Promise<DocumentEntry[] | null> {
  const [order] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
  if (!order || (reader.kind === 'customer' && order.customerId !== reader.customerId)) return null;
  const rows = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.id));
  return rows.map(entryOf);
}

export async function findDocument(db: DbOrTx, reader: Reader, number: string): Promise<TaxDocumentRow | null> {
  const where = reader.kind === 'customer'
    ? and(eq(taxDocuments.number, number), eq(taxDocuments.customerId, reader.customerId))
    : eq(taxDocuments.number, number);
  const [row] = await db.select().from(taxDocuments).where(where);
  return row ?? null;
}
