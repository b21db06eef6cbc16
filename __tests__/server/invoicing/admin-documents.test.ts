// The back office's documents: the VAT return's totals per emirate (GET /api/admin/documents/emirates.csv): standard-rated
// supplies and their VAT per emirate (boxes 1a to 1g), zero-rated and exempt supplies apart
// (boxes 4 and 5), credit notes negative, every emirate listed, then the total.
import { eq } from 'drizzle-orm';
import { customers, einvoiceSubmissions } from '../../../src/server/db/schema';
import { SUBMISSION_PROVIDER } from '../../../src/server/services/invoicing/issue';
import type { AdminTaxDocument } from '../../../src/shared/admin-types';
import { DB_KINDS } from '../../support/test-db';
import { type AdminShop, adminShop } from '../admin/admin-fixtures';
import { documentsOf, waitingOrder } from './invoicing-fixtures';

describe.each(DB_KINDS)('the VAT return CSV per emirate on %s', (kind) => {
  let admin: AdminShop;

  beforeAll(async () => {
    admin = await adminShop(kind);
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  const rowsOf = (csv: string) => csv.replace(/^\uFEFF/, '').trim().split(/\r?\n/).map((line) => line.split(','));

  it('splits each emirate into standard-rated (with its VAT), zero-rated and exempt, credit notes counted negative', async () => {
    const db = admin.shop.database.db;
    await db.update(customers).set({ emirate: 'SHJ' }).where(eq(customers.id, admin.customer.id));
    const mixed = await waitingOrder(db, admin.customer.id, [
      { variantId: null, name: 'Kibble', count: 2, unitPriceFils: 10_000, vatCategory: 'S' },
      { variantId: null, name: 'Vet diet', count: 1, unitPriceFils: 3_000, vatCategory: 'Z' },
      { variantId: null, name: 'Voucher', count: 1, unitPriceFils: 2_000, vatCategory: 'E' },
    ]);
    const cancelled = await waitingOrder(db, admin.customer.id, [{ variantId: null, name: 'Toy', count: 1, unitPriceFils: 1_000, vatCategory: 'S' }]);
    for (const id of [mixed, cancelled]) expect(await admin.as('POST', `/api/admin/orders/${id}/approve`)).toMatchObject({ status: 1 });
    expect(await admin.as('POST', `/api/admin/orders/${cancelled}/cancel`, {})).toMatchObject({ status: 1 });

    const res = await admin.call('GET', '/api/admin/documents/emirates.csv');
    expect(res.statusCode).toBe(200);
    const rows = rowsOf(res.body);
    expect(rows[0]).toEqual(['emirate', 'name', 'standard_rated_aed', 'standard_rated_vat_aed', 'zero_rated_aed', 'exempt_aed', 'net_aed', 'vat_aed', 'gross_aed']);
    expect(rows).toHaveLength(1 + 7 + 1);
    // The toy was invoiced and credited: it nets out; 200 standard-rated with 10 VAT, 30 zero-rated, 20 exempt remain.
    expect(rows.find((row) => row[0] === 'SHJ')).toEqual(['SHJ', 'Sharjah', '200.00', '10.00', '30.00', '20.00', '250.00', '10.00', '260.00']);
    expect(rows.find((row) => row[0] === 'DXB')!.slice(2)).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00']);
    expect(rows[rows.length - 1]).toEqual(['', 'Total', '200.00', '10.00', '30.00', '20.00', '250.00', '10.00', '260.00']);
  });

  it("lists each document with its e-invoice hand-off as it stands, for staff to follow", async () => {
    const db = admin.shop.database.db;
    const id = await waitingOrder(db, admin.customer.id, [{ variantId: null, name: 'Leash', count: 1, unitPriceFils: 5_000, vatCategory: 'S' }]);
    expect(await admin.as('POST', `/api/admin/orders/${id}/approve`)).toMatchObject({ status: 1 });
    const listed = async () => (await admin.as<{ documents: AdminTaxDocument[] }>('GET', '/api/admin/documents')).documents.find((d) => d.orderId === id)!;
    expect((await listed()).einvoice).toEqual({ provider: SUBMISSION_PROVIDER, state: 'pending' });
    const [invoice] = await documentsOf(db, id);
    await db.update(einvoiceSubmissions).set({ state: 'rejected' }).where(eq(einvoiceSubmissions.documentId, invoice.id));
    expect((await listed()).einvoice).toEqual({ provider: SUBMISSION_PROVIDER, state: 'rejected' });
  });
});
