// A customer's delivery addresses. The first one becomes the default (main_address 1); a
// partial unique index keeps it to one default per customer whatever happens concurrently.
import { and, asc, eq } from 'drizzle-orm';
import type { Address } from '../../shared/api-types';
import { MAX_ADDRESSES } from '../../shared/constants';
import type { Db, DbOrTx } from '../db/client';
import { type AddressRow, addresses, customers } from '../db/schema';
import { isEmirate } from '../../shared/tax';
import { isDbId } from './ids';

export const ADDRESS_MESSAGES = {
  nameRequired: 'Please enter a name for the address.',
  addressRequired: 'Please enter the address.',
  tooMany: `You can keep at most ${MAX_ADDRESSES} addresses.`,
  emirate: 'Choose the emirate of the address from the list.',
} as const;

/** The emirate is optional for callers that predate it; when given it must be one of the seven codes. */
export interface NewAddress { addressName: string; address: string; postalCode?: string | null; emirate?: string | null }

export type AddAddressOutcome =
  | { status: 1; addresses: Address[] }
  | { status: 0; message: string }
  | { status: 'invalid'; message: string };

function toAddress(row: AddressRow): Address {
  return { id: row.id, name: row.name, address: row.address, postal_code: row.postalCode, emirate: row.emirate, main_address: row.mainAddress ? 1 : 0 };
}

export async function listAddresses(db: DbOrTx, customerId: number): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.id));
  return rows.map(toAddress);
}

/** One of the customer's own addresses; someone else's id finds nothing, exactly like an unknown one. */
export async function findAddress(db: DbOrTx, customerId: number, id: number): Promise<Address | null> {
  if (!isDbId(id)) return null;
  const [row] = await db.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  return row ? toAddress(row) : null;
}

export async function addAddress(db: Db, customerId: number, input: NewAddress): Promise<AddAddressOutcome> {
  const name = input.addressName.trim();
  const text = input.address.trim();
  const postalCode = input.postalCode?.trim() || null;
  if (!name) return { status: 'invalid', message: ADDRESS_MESSAGES.nameRequired };
  if (!text) return { status: 'invalid', message: ADDRESS_MESSAGES.addressRequired };
  const emirate = input.emirate?.trim() || null;
  if (emirate !== null && !isEmirate(emirate)) return { status: 'invalid', message: ADDRESS_MESSAGES.emirate };
  return db.transaction(async (tx) => {
    // Serializes one customer's additions, so the cap and "the first is the default" hold under
    // concurrent requests. NO KEY UPDATE leaves inserts that merely reference the customer alone.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('no key update');
    const current = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.customerId, customerId));
    if (current.length >= MAX_ADDRESSES) return { status: 0, message: ADDRESS_MESSAGES.tooMany };
    await tx.insert(addresses).values({ customerId, name, address: text, postalCode, emirate, mainAddress: current.length === 0 });
    return { status: 1, addresses: await listAddresses(tx, customerId) };
  });
}
