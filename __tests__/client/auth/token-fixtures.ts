import type { Customer } from '../../../src/shared/api-types';

const base64Url = (value: string) => Buffer.from(value, 'utf8').toString('base64url');

export const sampleCustomer: Customer = {
  name: 'Layla Haddad',
  company_name: 'Paws & Co. Pet Shop',
  lisence_number: 'doc-1f3a.pdf',
  otrn_number: null,
  country_id: 225,
  mobile: '+971 50 123 4567',
  email: 'layla@pawsco.ae',
};

/** A token shaped like the server's (header.payload.signature); the client never checks signatures. */
export function tokenFor(payload: unknown): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

export const customerToken = tokenFor({ ...sampleCustomer, sub: 17, ver: 1, exp: 4102444800 });

/** What the login saga hands the reducer for customerToken: the token and the customer it carries. */
export const customerSession = { token: customerToken, customer: sampleCustomer };
