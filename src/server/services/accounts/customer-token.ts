// The customer object of spec section 3 as the token carries it, and tokens that carry it.
import type { Customer } from '../../../shared/api-types';
import type { DbOrTx } from '../../db/client';
import type { CustomerRow } from '../../db/schema';
import { customerSessionToken, refreshedCustomerToken } from '../auth/sessions';

export function customerObject(row: CustomerRow): Customer {
  return {
    name: row.name,
    company_name: row.companyName,
    lisence_number: row.lisenceNumber,
    otrn_number: row.otrnNumber,
    country_id: row.countryId,
    mobile: row.mobile,
    email: row.email,
    licence_number: row.tradeLicenceNo,
    licence_expiry: row.licenceExpiry,
    trn: row.trn,
    trn_registered_on: row.trnRegisteredOn,
    legal_name: row.legalName,
    emirate: row.emirate,
  };
}

/** Opens a new session (a login). */
export function customerToken(db: DbOrTx, secret: string, row: CustomerRow): Promise<string> {
  return customerSessionToken(db, secret, row.id, customerObject(row));
}

/** The same session with the account's current details (after a profile change). */
export function sessionToken(db: DbOrTx, secret: string, row: CustomerRow, sessionId: string): Promise<string> {
  return refreshedCustomerToken(db, secret, row.id, sessionId, customerObject(row));
}
