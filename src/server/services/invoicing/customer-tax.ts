// A customer's tax identity for invoices: TRN, legal name, trade licence number and emirate.
// Without a TRN the customer is invoiced as an unregistered recipient.
import { eq } from 'drizzle-orm';
import { checkTradeDocuments, dubaiToday, isTradeDocumentProblem } from '../../../shared/trade-documents';
import type { Db, DbOrTx } from '../../db/client';
import { type CustomerRow, customers } from '../../db/schema';
import { tradeDocumentColumns } from '../trade-documents/customer-documents';
import { audit } from '../admin/audit';
import { type Outcome, done, invalid, notFound } from '../admin/outcome';

export interface CustomerTax {
  trn: string | null;
  legalName: string | null;
  tradeLicenceNo: string | null;
  emirate: string | null;
}

export interface CustomerTaxInput {
  trn?: string | null;
  legalName?: string | null;
  tradeLicenceNo?: string | null;
  emirate?: string | null;
}

/**
 * The columns a request changes, or the problem with it. Fields it leaves out keep their values
 * (`{ trn }` alone changes the TRN only); a blank or null field is cleared. The rules are the
 * trade documents' (checkTradeDocuments), so every form accepts the same numbers.
 */
export function customerTaxChange(input: CustomerTaxInput, now = new Date()): Partial<CustomerRow> | string {
  const given = { trn: input.trn, legalName: input.legalName, licenceNumber: input.tradeLicenceNo, emirate: input.emirate };
  const checked = checkTradeDocuments(given, dubaiToday(now));
  if (isTradeDocumentProblem(checked)) return checked.message;
  return tradeDocumentColumns(given, checked);
}

export async function loadCustomerTax(db: DbOrTx, customerId: number): Promise<CustomerTax | null> {
  const [row] = await db.select({
    trn: customers.trn, legalName: customers.legalName, tradeLicenceNo: customers.tradeLicenceNo, emirate: customers.emirate,
  }).from(customers).where(eq(customers.id, customerId));
  return row ?? null;
}

/** By the customer (staffId undefined) or by staff (audited). */
export async function saveCustomerTax(db: Db, customerId: number, input: CustomerTaxInput, staffId?: number): Promise<Outcome<{ tax: CustomerTax }>> {
  const change = customerTaxChange(input);
  if (typeof change === 'string') return invalid(change);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    if (!locked) return notFound;
    const before = (await loadCustomerTax(tx, customerId))!;
    await tx.update(customers).set({ ...change, updatedAt: new Date() }).where(eq(customers.id, customerId));
    const after = (await loadCustomerTax(tx, customerId))!;
    if (staffId !== undefined) await audit(tx, staffId, 'customer.tax', `customer:${customerId}`, { from: before, to: after });
    return done({ tax: after });
  });
}
