// Thin calls of the price-list routes (README "Price lists and volume tiers"); sagas call them.
import type {
  AdminCustomerGroup, AdminPriceList, ContractImportRefusal, ContractImportResult, CustomerPriceTerms, PriceRulePage, PriceRuleRequest,
} from '../../../../shared/price-list-types';
import { api } from '../../../lib/api-client';
import { ADMIN_API, type Reply, asStaff, params } from '../api/admin-http';

export interface PriceListInput { name: string; active: boolean }
export interface GroupInput { name: string; price_list_id: number | null }
export type ContractImportReply = ContractImportResult | ContractImportRefusal;

export async function fetchPriceLists(token: string): Promise<{ lists: AdminPriceList[] }> {
  return (await api.get<{ lists: AdminPriceList[] }>(`${ADMIN_API}/price-lists`, asStaff(token))).data;
}

/** One page of a list's rules, only those whose SKU or name holds `q` when it is not empty. */
export async function fetchPriceList(token: string, id: number, page: number, q: string): Promise<Reply<PriceRulePage>> {
  return (await api.get<Reply<PriceRulePage>>(`${ADMIN_API}/price-lists/${id}`, asStaff(token, { params: params({ p: page, q }) }))).data;
}

export async function createPriceList(token: string, input: PriceListInput): Promise<Reply<{ list: { id: number } }>> {
  return (await api.post<Reply<{ list: { id: number } }>>(`${ADMIN_API}/price-lists`, input, asStaff(token))).data;
}

export async function updatePriceList(token: string, id: number, input: PriceListInput): Promise<Reply<{ list: { id: number } }>> {
  return (await api.put<Reply<{ list: { id: number } }>>(`${ADMIN_API}/price-lists/${id}`, input, asStaff(token))).data;
}

export async function removePriceList(token: string, id: number): Promise<Reply> {
  return (await api.delete<Reply>(`${ADMIN_API}/price-lists/${id}`, asStaff(token))).data;
}

export async function addPriceRule(token: string, listId: number, input: PriceRuleRequest): Promise<Reply<{ id: number }>> {
  return (await api.post<Reply<{ id: number }>>(`${ADMIN_API}/price-lists/${listId}/rules`, input, asStaff(token))).data;
}

export async function updatePriceRule(token: string, listId: number, ruleId: number, input: PriceRuleRequest): Promise<Reply<{ id: number }>> {
  return (await api.put<Reply<{ id: number }>>(`${ADMIN_API}/price-lists/${listId}/rules/${ruleId}`, input, asStaff(token))).data;
}

export async function removePriceRule(token: string, listId: number, ruleId: number): Promise<Reply> {
  return (await api.delete<Reply>(`${ADMIN_API}/price-lists/${listId}/rules/${ruleId}`, asStaff(token))).data;
}

export async function importContract(token: string, listId: number, csv: string): Promise<ContractImportReply> {
  return (await api.post<ContractImportReply>(`${ADMIN_API}/price-lists/${listId}/import`, { csv }, asStaff(token))).data;
}

export async function fetchGroups(token: string): Promise<{ groups: AdminCustomerGroup[] }> {
  return (await api.get<{ groups: AdminCustomerGroup[] }>(`${ADMIN_API}/customer-groups`, asStaff(token))).data;
}

export async function createGroup(token: string, input: GroupInput): Promise<Reply<{ id: number }>> {
  return (await api.post<Reply<{ id: number }>>(`${ADMIN_API}/customer-groups`, input, asStaff(token))).data;
}

export async function updateGroup(token: string, id: number, input: GroupInput): Promise<Reply<{ id: number }>> {
  return (await api.put<Reply<{ id: number }>>(`${ADMIN_API}/customer-groups/${id}`, input, asStaff(token))).data;
}

export async function fetchCustomerTerms(token: string, customerId: number): Promise<Reply<{ terms: CustomerPriceTerms }>> {
  return (await api.get<Reply<{ terms: CustomerPriceTerms }>>(`${ADMIN_API}/customers/${customerId}/price-terms`, asStaff(token))).data;
}

export async function saveCustomerTerms(token: string, customerId: number, terms: CustomerPriceTerms): Promise<Reply<{ terms: CustomerPriceTerms }>> {
  return (await api.put<Reply<{ terms: CustomerPriceTerms }>>(`${ADMIN_API}/customers/${customerId}/price-terms`, terms, asStaff(token))).data;
}
