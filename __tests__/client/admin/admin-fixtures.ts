import { combineReducers } from '@reduxjs/toolkit';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import type {
  AdminCustomer, AdminOrder, AdminProduct, AdminProductSummary, AdminTaxDocument, ImportJob, StaffMember,
} from '../../../src/shared/admin-types';
import { adminReducer, initialAdminState, type AdminState } from '../../../src/client/features/admin/admin-reducer';
import { loginSucceeded } from '../../../src/client/features/admin/session/session-slice';

// A staff token only needs three dot-separated parts on the client; the server checks it.
export const staffToken = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjEsInJvbGUiOiJzdGFmZiJ9.c2ln';

export const staffMember: StaffMember = {
  id: 1, email: 'ops@petora.ae', name: 'Noor Ops', last_login_at: '2025-03-01T08:00:00.000Z', created_at: '2025-01-01T08:00:00.000Z',
  disabled_at: null,
};

/** Another staff member than the one signed in. */
export const colleague: StaffMember = {
  id: 2, email: 'sara@petora.ae', name: 'Sara', last_login_at: null, created_at: '2025-03-03T08:00:00.000Z', disabled_at: null,
};

export const reducer = combineReducers({ admin: adminReducer });

/** The admin state after the given events, starting from a signed-in session. */
export function adminAfter(...events: Array<{ type: string }>): { admin: AdminState } {
  const signedIn = adminReducer(initialAdminState, loginSucceeded({ token: staffToken, staff: staffMember }));
  return { admin: events.reduce((state, event) => adminReducer(state, event), signedIn) };
}

/** An HTTP failure as axios reports it. */
export function httpError(status: number, data: unknown = { status: 0, message: 'Error' }): AxiosError {
  const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, {
    data, status, statusText: String(status), headers: {}, config,
  });
}
export const networkError = new AxiosError('Network Error', 'ERR_NETWORK');

export function customer(patch: Partial<AdminCustomer> = {}): AdminCustomer {
  return {
    id: 7, name: 'Layla Haddad', company_name: "Paws & Co. Pet Shop", email: 'layla@pawsco.ae', mobile: '+971 50 123 4567',
    country_id: 225, state: 'pending', reject_reason: null, lisence_number: 'doc-1f3a.pdf', otrn_number: 'trn-77.png',
    lisence_url: '/uploads/doc-1f3a.pdf', otrn_url: '/uploads/trn-77.png', created_at: '2025-02-20T10:00:00.000Z',
    confirmed_at: '2025-02-20T10:05:00.000Z', decided_at: null, ...patch,
  };
}

export function order(patch: Partial<AdminOrder> = {}): AdminOrder {
  return {
    order_id: 12, customer_name: 'Layla Haddad', date: '2025-03-02T09:30:00.000Z', address: 'Shop 4, Al Wasl Road, Dubai',
    postal_code: '00000', mobile: '+971 50 123 4567', state: 2, note: 'Deliver before noon', total: 1234.5,
    details: [],
    customer: { id: 7, name: 'Layla Haddad', company_name: 'Paws & Co. Pet Shop', email: 'layla@pawsco.ae', mobile: null },
    decided_at: null, decided_by: null,
    lines: [
      { sku: 'BOWL-S', product_name: 'Steel Bowl', count: 12, unit_price: 10.5, attributes: [{ type: 2, value: null, type_name: 'Size', name: 'S' }] },
      { sku: 'FOOD-2KG', product_name: 'Salmon Dry Food 2kg', count: 40, unit_price: 27.71, attributes: [] },
    ],
    ...patch,
  };
}

export function summary(patch: Partial<AdminProductSummary> = {}): AdminProductSummary {
  return {
    id: 3, slug: 'steel-bowl', name: 'Steel Bowl', brand: { id: 2, name: 'Petkin' }, active: true, thumbnail: '/media/bowl.webp',
    variants: 2, stock: 120, updated_at: '2025-03-01T08:00:00.000Z', ...patch,
  };
}

export function product(patch: Partial<AdminProduct> = {}): AdminProduct {
  return {
    id: 3, slug: 'steel-bowl', name: 'Steel Bowl', brand_id: 2, excerpt: '<p>Sturdy</p>', introduction: '', meta_description: 'A bowl',
    direct_fast: false, active: true, category_ids: [4], meta_ids: [], tabs: [{ tab_name: 'Care', content: '<p>Wash</p>' }],
    faqs: [], rate: 4.5, images: [{ name: 'bowl-1.webp', url: '/media/bowl-1.webp' }, { name: 'bowl-2.webp', url: '/media/bowl-2.webp' }],
    created_at: '2025-01-01T08:00:00.000Z', updated_at: '2025-03-01T08:00:00.000Z',
    variants: [
      { id: 31, sku: 'BOWL-S', stock: 50, price: 12, sale_price: 10.5, b2b_price: 9, b2b_sale_price: null, min_order: 1, order_multiple: 1, max_order: null, attribute_ids: [5], thumbnail: null, vat_category: 'S' },
      { id: 32, sku: 'BOWL-L', stock: 70, price: 18, sale_price: null, b2b_price: 14, b2b_sale_price: 13, min_order: 1, order_multiple: 12, max_order: null, attribute_ids: [6], thumbnail: 'bowl-2.webp', vat_category: 'Z' },
    ],
    ...patch,
  };
}

export function job(patch: Partial<ImportJob> = {}): ImportJob {
  return {
    id: 9, state: 'validating', total: 1200, done: 0, created: 0, updated: 0, errors: [],
    created_at: '2025-03-03T10:00:00.000Z', finished_at: null, ...patch,
  };
}

/** A tax invoice in the back office's list; its PDF made unless the patch says otherwise. */
export function taxDocument(patch: Partial<AdminTaxDocument> = {}): AdminTaxDocument {
  const number = patch.number ?? 'INV-2027-000014';
  return {
    kind: 'invoice', number, issuedAt: '2027-03-02T10:00:00.000Z', pdf: `/api/documents/${number}/pdf`, xml: `/api/documents/${number}/xml`,
    pdfReady: true, orderId: 88, customer: 'Paws & Co. Pet Shop L.L.C.', trn: '100987654300003', emirate: 'SHJ', net: 400, vat: 20, gross: 420,
    pdfState: 'ready', pdfError: null, einvoice: { provider: 'asp', state: 'pending' }, ...patch,
  };
}
