// Builds the frozen snapshot of a new tax invoice from the order (its lines are already a
// snapshot of what was bought), the customer and the shop's legal settings as they are now.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { VatCategory } from '../../../shared/tax';
import type { Tx } from '../../db/client';
import { type OrderRow, addresses, customers, orderLines, variants } from '../../db/schema';
import type { LegalSettings } from './legal-settings';
import type { DocumentSnapshot, LineSnapshot, PartySnapshot } from './snapshot-types';
import { priceLine, totalsOf } from './vat';

export function supplierOf(settings: LegalSettings): PartySnapshot {
  return {
    legalNameEn: settings.legalNameEn, legalNameAr: settings.legalNameAr, address: settings.address, city: settings.city,
    emirate: settings.emirate, trn: settings.trn, licenceNumber: settings.licenceNumber,
    licenceAuthority: settings.licenceAuthority, email: null, phone: null,
  };
}

async function buyerOf(tx: Tx, order: OrderRow, fallbackEmirate: string): Promise<PartySnapshot> {
  const [customer] = await tx.select().from(customers).where(eq(customers.id, order.customerId));
  // The delivery address's emirate is the place of supply; the customer's own emirate stands in
  // for an address typed at checkout, and the shop's for a customer who gave neither.
  const [address] = await tx.select({ emirate: addresses.emirate }).from(addresses)
    .where(and(eq(addresses.customerId, order.customerId), eq(addresses.address, order.address))).limit(1);
  const street = order.postalCode ? `${order.address}, ${order.postalCode}` : order.address;
  return {
    legalNameEn: customer.legalName || customer.companyName, legalNameAr: '', address: street, city: '',
    emirate: address?.emirate ?? customer.emirate ?? fallbackEmirate, trn: customer.trn,
    licenceNumber: customer.tradeLicenceNo, licenceAuthority: null, email: customer.email, phone: order.mobile ?? customer.mobile,
  };
}

async function linesOf(tx: Tx, orderId: number): Promise<LineSnapshot[]> {
  const rows = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const ids = rows.map((r) => r.variantId).filter((id): id is number => id !== null);
  const categories = new Map<number, VatCategory>();
  if (ids.length > 0) {
    const found = await tx.select({ id: variants.id, category: variants.vatCategory }).from(variants).where(inArray(variants.id, ids));
    for (const v of found) categories.set(v.id, v.category as VatCategory);
  }
  return rows.map((row, i) => {
    const options = row.attributes.map((a) => `${a.type_name}: ${a.name}`).join(', ');
    return priceLine({
      description: options ? `${row.productName} (${options})` : row.productName,
      sku: row.sku, quantity: row.count, unitPriceFils: row.unitPriceFils,
      // The article's category now (staff may have corrected it since), else as it was ordered.
      category: (row.variantId !== null && categories.get(row.variantId)) || (row.vatCategory as VatCategory),
    }, i + 1);
  });
}

export async function invoiceSnapshot(
  tx: Tx, order: OrderRow, settings: LegalSettings, number: string, issuedAt: Date, day: string,
): Promise<DocumentSnapshot> {
  const lines = await linesOf(tx, order.id);
  return {
    kind: 'invoice', number, issuedAt: issuedAt.toISOString(), issueDate: day, supplyDate: day, currency: 'AED',
    orderId: order.id, supplier: supplierOf(settings), buyer: await buyerOf(tx, order, settings.emirate),
    reference: null, reason: null, lines, totals: totalsOf(lines), logo: settings.logo,
  };
}

/** A full credit of the invoice: the same parties and lines, a new number, the reference. */
export function creditNoteSnapshot(invoice: DocumentSnapshot, number: string, issuedAt: Date, day: string, reason: string | null): DocumentSnapshot {
  return {
    ...invoice, kind: 'credit-note', number, issuedAt: issuedAt.toISOString(), issueDate: day,
    reference: { number: invoice.number, issueDate: invoice.issueDate }, reason: reason ?? 'Order cancelled',
  };
}
