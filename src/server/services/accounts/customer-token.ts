// The customer object of spec section 3 as the token carries it, and the token itself.
import type { Customer } from '../../../shared/api-types';
import type { CustomerRow } from '../../db/schema';
import { signCustomerToken } from '../auth/tokens';

export function customerObject(row: CustomerRow): Customer {
  return {
    name: row.name,
    company_name: row.companyName,
    lisence_number: row.lisenceNumber,
    otrn_number: row.otrnNumber,
    country_id: row.countryId,
    mobile: row.mobile,
    email: row.email,
  };
}

export function customerToken(secret: string, row: CustomerRow): Promise<string> {
  return signCustomerToken(secret, row.id, row.tokenVersion, customerObject(row));
}
