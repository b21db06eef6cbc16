import type {
  AdminCustomer, AdminOrder, AdminOrderState, AuditEntry, CustomerListState, OutboxMail, Paged, StaffMember,
} from '../../../../shared/admin-types';
import { api } from '../../../lib/api-client';
import { ADMIN_API, asStaff, params, type Refusal, type Reply } from './admin-http';

// Thin calls for people, orders and records; sagas invoke them with call() so tests can
// provide the answers. Each takes the staff token first and sends it explicitly.

export interface StaffLogin {
  token: string;
  staff: StaffMember;
}

/** POST /login: a token and the staff member, or a refusal with the server's message. */
export async function loginStaff(email: string, password: string): Promise<StaffLogin | Refusal> {
  // No token yet: an explicit empty one keeps a customer's token from being sent along.
  const response = await api.post<StaffLogin | Refusal>(`${ADMIN_API}/login`, { email, password }, asStaff(null));
  return response.data;
}

/** Ends this staff session on the server, so the token stops working at once. */
export async function logoutStaff(token: string): Promise<void> {
  await api.post(`${ADMIN_API}/logout`, {}, asStaff(token));
}

/** GET /me: who the stored token belongs to (401 once it is no longer valid). */
export async function fetchMe(token: string): Promise<StaffMember> {
  return (await api.get<StaffMember>(`${ADMIN_API}/me`, asStaff(token))).data;
}

export async function fetchStaff(token: string): Promise<Paged<'staff', StaffMember>> {
  return (await api.get<Paged<'staff', StaffMember>>(`${ADMIN_API}/staff`, asStaff(token))).data;
}

export interface NewStaff {
  email: string;
  name: string;
  password: string;
}

export async function addStaff(token: string, input: NewStaff): Promise<Reply<{ staff: StaffMember }>> {
  return (await api.post<Reply<{ staff: StaffMember }>>(`${ADMIN_API}/staff`, input, asStaff(token))).data;
}

export type StaffReply = Reply<{ staff: StaffMember }>;

/** Someone who left: the account can no longer sign in and its sessions end (not one's own). */
export async function disableStaff(token: string, id: number): Promise<StaffReply> {
  return (await api.post<StaffReply>(`${ADMIN_API}/staff/${id}/disable`, {}, asStaff(token))).data;
}

/** The account can sign in again. */
export async function enableStaff(token: string, id: number): Promise<StaffReply> {
  return (await api.post<StaffReply>(`${ADMIN_API}/staff/${id}/enable`, {}, asStaff(token))).data;
}

export interface CustomerQuery {
  state: CustomerListState;
  q: string;
  p: number;
}

export async function fetchCustomers(token: string, query: CustomerQuery): Promise<Paged<'customers', AdminCustomer>> {
  const config = asStaff(token, { params: params({ ...query }) });
  return (await api.get<Paged<'customers', AdminCustomer>>(`${ADMIN_API}/customers`, config)).data;
}

export type CustomerReply = Reply<{ customer: AdminCustomer }>;

export async function approveCustomer(token: string, id: number): Promise<CustomerReply> {
  return (await api.post<CustomerReply>(`${ADMIN_API}/customers/${id}/approve`, {}, asStaff(token))).data;
}

export async function rejectCustomer(token: string, id: number, reason: string): Promise<CustomerReply> {
  return (await api.post<CustomerReply>(`${ADMIN_API}/customers/${id}/reject`, { reason }, asStaff(token))).data;
}

export interface OrderQuery {
  state: AdminOrderState;
  q: string;
  p: number;
}

export async function fetchOrders(token: string, query: OrderQuery): Promise<Paged<'orders', AdminOrder>> {
  const config = asStaff(token, { params: params({ ...query }) });
  return (await api.get<Paged<'orders', AdminOrder>>(`${ADMIN_API}/orders`, config)).data;
}

export type OrderReply = Reply<{ order: AdminOrder }>;

export async function approveOrder(token: string, id: number): Promise<OrderReply> {
  return (await api.post<OrderReply>(`${ADMIN_API}/orders/${id}/approve`, {}, asStaff(token))).data;
}

/** `seenState`: the state staff saw the order in; an order decided differently since is not cancelled. */
export async function cancelOrder(token: string, id: number, reason?: string, seenState?: number): Promise<OrderReply> {
  const body = { ...(reason ? { reason } : {}), ...(seenState === undefined ? {} : { expected_state: seenState }) };
  return (await api.post<OrderReply>(`${ADMIN_API}/orders/${id}/cancel`, body, asStaff(token))).data;
}

export async function fetchOutbox(token: string, query: { p: number; q: string }): Promise<Paged<'mails', OutboxMail>> {
  return (await api.get<Paged<'mails', OutboxMail>>(`${ADMIN_API}/outbox`, asStaff(token, { params: params({ ...query }) }))).data;
}

export async function fetchAudit(token: string, query: { p: number; q: string }): Promise<Paged<'entries', AuditEntry>> {
  return (await api.get<Paged<'entries', AuditEntry>>(`${ADMIN_API}/audit`, asStaff(token, { params: params({ ...query }) }))).data;
}

/** GET /audit/{id}: one entry with its details whole (the list cuts large ones short). */
export async function fetchAuditEntry(token: string, id: number): Promise<AuditEntry> {
  return (await api.get<AuditEntry>(`${ADMIN_API}/audit/${id}`, asStaff(token))).data;
}
