import type { Address } from '../../../shared/api-types';
import { api } from '../../lib/api-client';
import type { AddressDraft } from './address-draft';

// Thin calls; sagas invoke them with call() so tests can provide the answers. The api client
// adds the customer's Bearer token.

export interface AddressesReply {
  status: number;
  addresses?: Address[];
  message?: string;
}

/** The customer's saved addresses (GET /api/customer/addresslist). */
export async function fetchAddresses(): Promise<AddressesReply> {
  const response = await api.get<AddressesReply>('/api/customer/addresslist');
  return response.data;
}

/** Saves a new address and answers with the full updated list (POST /api/customer/addaddress). */
export async function postAddress(draft: AddressDraft): Promise<AddressesReply> {
  const response = await api.post<AddressesReply>('/api/customer/addaddress', draft);
  return response.data;
}
