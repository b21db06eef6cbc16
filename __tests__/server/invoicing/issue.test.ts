// Approving an order issues its tax invoice in the same transaction; cancelling an approved one
// issues a credit note that references it. What was issued never changes.
import { eq, sql } from 'drizzle-orm';
import { auditLog, customers, documentJobs, einvoiceSubmissions, orders, shopLegalSettings, variants } from '../../../src/server/db/schema';
import { documentHtml } from '../../../src/server/services/invoicing/pdf/html';
import { LEGAL_MESSAGES } from '../../../src/server/services/invoicing/legal-settings';
import { type AdminShop, adminShop } from '../admin/admin-fixtures';
import { article } from '../orders/order-fixtures';
import { documentsOf, waitingOrder } from './invoicing-fixtures';

describe('issuing tax documents with order decisions', () => {
  let admin: AdminShop;

  beforeAll(async () => {
    admin = await adminShop('pglite');
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('approval issues one invoice with a frozen snapshot that later edits do not change', async () => {
    const db = admin.shop.database.db;
    const a = await article(db, 'INV-A', 100);
    const z = await article(db, 'INV-Z', 100);
    await db.update(variants).set({ vatCategory: 'Z' }).where(eq(variants.id, z));
    await db.update(customers).set({ trn: '100987654300003', legalName: 'Haddad Pet Supplies L.L.C.', emirate: 'SHJ', tradeLicenceNo: 'SHJ-5566' })
      .where(eq(customers.id, admin.customer.id));
    const id = await waitingOrder(db, admin.customer.id, [
      { variantId: a, name: 'Kibble 10 kg', count: 3, unitPriceFils: 1999 },
      { variantId: z, name: 'Vet food', count: 2, unitPriceFils: 500 },
    ]);
    expect(await admin.as('POST', `/api/admin/orders/${id}/approve`)).toMatchObject({ status: 1 });
    await admin.as('POST', `/api/admin/orders/${id}/approve`);

    const docs = await documentsOf(db, id);
    expect(docs).toHaveLength(1);
    const [invoice] = docs;
    const year = new Date(Date.now() + 4 * 3600_000).getUTCFullYear();
    expect(invoice).toMatchObject({ kind: 'invoice', number: `INV-${year}-000001`, emirate: 'SHJ', netFils: 6997, vatFils: 300, grossFils: 7297 });
    expect(invoice.snapshot.supplier).toMatchObject({ legalNameEn: 'Petora Trading L.L.C.', trn: '100123456700003', emirate: 'DXB' });
    expect(invoice.snapshot.buyer).toMatchObject({ legalNameEn: 'Haddad Pet Supplies L.L.C.', trn: '100987654300003', licenceNumber: 'SHJ-5566' });
    expect(invoice.snapshot.lines.map((l) => [l.category, l.taxableFils, l.vatFils])).toEqual([['S', 5997, 300], ['Z', 1000, 0]]);
    expect(invoice.xml).toContain(`<cbc:ID>INV-${year}-000001</cbc:ID>`);
    expect(await db.select().from(documentJobs).where(eq(documentJobs.documentId, invoice.id))).toHaveLength(1);
    expect(await db.select().from(einvoiceSubmissions).where(eq(einvoiceSubmissions.documentId, invoice.id)))
      .toEqual([expect.objectContaining({ state: 'pending' })]);

    await db.update(customers).set({ legalName: 'Renamed', trn: null }).where(eq(customers.id, admin.customer.id));
    await db.update(shopLegalSettings).set({ legalNameEn: 'Other Name L.L.C.' });
    await db.update(variants).set({ vatCategory: 'S' }).where(eq(variants.id, z));
    const [again] = await documentsOf(db, id);
    expect(again.snapshot).toEqual(invoice.snapshot);
    expect(again.xml).toBe(invoice.xml);
  });

  it('invoices a line whose article was deleted since ordering at the VAT category it was ordered with', async () => {
    const db = admin.shop.database.db;
    const id = await waitingOrder(db, admin.customer.id, [
      { variantId: null, name: 'Vaccination voucher', count: 1, unitPriceFils: 20_000, vatCategory: 'E' },
      { variantId: null, name: 'Leash', count: 1, unitPriceFils: 1000 },
    ]);
    expect(await admin.as('POST', `/api/admin/orders/${id}/approve`)).toMatchObject({ status: 1 });
    const [invoice] = await documentsOf(db, id);
    expect(invoice.snapshot.lines.map((l) => [l.category, l.vatFils])).toEqual([['E', 0], ['S', 50]]);
    expect(invoice).toMatchObject({ netFils: 21_000, vatFils: 50, grossFils: 21_050 });
  });

  it('cancelling an approved order issues a credit note referencing the invoice; a waiting one issues none', async () => {
    const db = admin.shop.database.db;
    const a = await article(db, 'CN-A', 100);
    const approved = await waitingOrder(db, admin.customer.id, [{ variantId: a, name: 'Bowl', count: 4, unitPriceFils: 2500 }]);
    await admin.as('POST', `/api/admin/orders/${approved}/approve`);
    expect(await admin.as('POST', `/api/admin/orders/${approved}/cancel`, { reason: 'Damaged in transit' })).toMatchObject({ status: 1 });
    await admin.as('POST', `/api/admin/orders/${approved}/cancel`, {});
    const [invoice, credit] = await documentsOf(db, approved);
    expect(credit).toMatchObject({ kind: 'credit-note', invoiceId: invoice.id, netFils: 10000, vatFils: 500, grossFils: 10500 });
    expect(credit.number).toMatch(/^CN-\d{4}-000001$/);
    expect(credit.snapshot.reference).toEqual({ number: invoice.number, issueDate: invoice.snapshot.issueDate });
    expect(credit.snapshot.reason).toBe('Damaged in transit');
    expect(credit.xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
    // Each page names its number in Arabic as what it is: an invoice's, a credit note's.
    expect(documentHtml(invoice.snapshot)).toContain('رقم الفاتورة');
    // Amounts are printed as the shop prints them, with thousands separators; free text keeps its own direction.
    const large = { ...invoice.snapshot, totals: { ...invoice.snapshot.totals, netFils: 148_150_200, vatFils: 7_407_510, grossFils: 155_557_710 } };
    expect(documentHtml(large)).toContain('AED 1,481,502.00');
    expect(documentHtml(large)).toContain('AED 1,555,577.10');
    expect(documentHtml(credit.snapshot)).toContain(`<bdi>${credit.snapshot.reason}</bdi>`);
    expect(documentHtml(credit.snapshot)).toContain('رقم الإشعار الدائن');
    expect(documentHtml(credit.snapshot)).not.toContain('رقم الفاتورة');
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'order.cancel')).orderBy(sql`${auditLog.id} desc`).limit(1);
    expect(entry.details).toMatchObject({ credit_note: credit.number });

    const waiting = await waitingOrder(db, admin.customer.id, [{ variantId: a, name: 'Bowl', count: 1, unitPriceFils: 2500 }]);
    await admin.as('POST', `/api/admin/orders/${waiting}/cancel`, {});
    expect(await documentsOf(db, waiting)).toEqual([]);
  });

  it('issued documents cannot be deleted or rewritten, even by hand', async () => {
    const db = admin.shop.database.db;
    const a = await article(db, 'IMM-A', 10);
    const id = await waitingOrder(db, admin.customer.id, [{ variantId: a, name: 'Toy', count: 1, unitPriceFils: 700 }]);
    await admin.as('POST', `/api/admin/orders/${id}/approve`);
    const [doc] = await documentsOf(db, id);
    await expect(db.execute(sql`delete from tax_documents where id = ${doc.id}`)).rejects.toThrow();
    await expect(db.execute(sql`update tax_documents set number = 'INV-X' where id = ${doc.id}`)).rejects.toThrow();
    await db.execute(sql`update tax_documents set pdf_file = 'doc-1.pdf' where id = ${doc.id}`);
    await expect(db.execute(sql`update tax_documents set pdf_file = 'doc-2.pdf' where id = ${doc.id}`)).rejects.toThrow();
    expect((await documentsOf(db, id))[0].pdfFile).toBe('doc-1.pdf');
  });

  it('without the legal details saved, approval is refused and changes nothing', async () => {
    const db = admin.shop.database.db;
    const saved = await db.select().from(shopLegalSettings);
    await db.delete(shopLegalSettings);
    try {
      const a = await article(db, 'NOSET-A', 10);
      const id = await waitingOrder(db, admin.customer.id, [{ variantId: a, name: 'Toy', count: 1, unitPriceFils: 700 }]);
      expect(await admin.as('POST', `/api/admin/orders/${id}/approve`)).toEqual({ status: 0, message: LEGAL_MESSAGES.missing });
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      expect(row.state).toBe(2);
      expect(await documentsOf(db, id)).toEqual([]);
    } finally {
      await db.insert(shopLegalSettings).values(saved);
    }
  });
});
