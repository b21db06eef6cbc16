// A customer's tax identity for invoices: TRN, legal name, trade licence number and emirate.
// Without a TRN the customer is invoiced as an unregistered recipient.
import { eq } from 'drizzle-orm';
import { TAX_FIELD_MESSAGES, isEmirate, isTrn } from '../../../shared/tax';
import type { Db, DbOrTx } from '../../db/client';
import { customers } from '../../db/schema';
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

const blankToNull = (value: string | null | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** The cleaned fields, or the message of the first problem. */
export function checkCustomerTax(input: CustomerTaxInput): CustomerTax | string {
  // People type TRNs in groups ("100-1234-5678-9003"); only the digits count.
  const trn = blankToNull(input.trn)?.replace(/[\s-]/g, '') ?? null;
  if (trn !== null && !isTrn(trn)) return TAX_FIELD_MESSAGES.trn;
  const emirate = blankToNull(input.emirate);
  if (emirate !== null && !isEmirate(emirate)) return TAX_FIELD_MESSAGES.emirate;
  return { trn, legalName: blankToNull(input.legalName), tradeLicenceNo: blankToNull(input.tradeLicenceNo), emirate };
}

export async function loadCustomerTax(db: DbOrTx, customerId: number): Promise<CustomerTax | null> {
  const [row] = await db.select({
    trn: customers.trn, legalName: customers.legalName, tradeLicenceNo: customers.tradeLicenceNo, emirate: customers.emirate,
  }).from(customers).where(eq(customers.id, customerId));
  return row ?? null;
}

/** By the customer (staffId undefined) or by staff (audited). */
export async function saveCustomerTax(db: Db, customerId: number, input: CustomerTaxInput, staffId?: number): Promise<Outcome<{ tax: CustomerTax }>> {
  const checked = checkCustomerTax(input);
  if (typeof checked === 'string') return invalid(checked);
  return db.transaction(async (tx) => {
    const before = await loadCustomerTax(tx, customerId);
    if (!before) return notFound;
    await tx.update(customers).set({ ...checked, updatedAt: new Date() }).where(eq(customers.id, customerId));
    if (staffId !== undefined) await audit(tx, staffId, 'customer.tax', `customer:${customerId}`, { from: before, to: checked });
    return done({ tax: checked });
  });
}
