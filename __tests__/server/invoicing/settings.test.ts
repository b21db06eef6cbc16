// The shop's legal settings and customers' tax details: validated, audited, staff only where
// they should be.
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog, customers } from '../../../src/server/db/schema';
import { DEMO_LEGAL_SETTINGS } from '../../../src/server/db/seed/demo/legal';
import { LEGAL_MESSAGES } from '../../../src/server/services/invoicing/legal-settings';
import { TAX_FIELD_MESSAGES } from '../../../src/shared/tax';
import { TRADE_DOCUMENT_MESSAGES } from '../../../src/shared/trade-documents';
import { type AdminShop, adminShop } from '../admin/admin-fixtures';

type Saved = { settings: { logo: string | null } };

describe('legal settings and tax details', () => {
  let admin: AdminShop;

  beforeAll(async () => {
    admin = await adminShop('pglite');
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('staff read and change the legal settings; each change is audited with before and after', async () => {
    expect(await admin.as('GET', '/api/admin/settings/legal')).toEqual({ status: 1, settings: DEMO_LEGAL_SETTINGS });
    const next = { ...DEMO_LEGAL_SETTINGS, city: '  Dubai  ', trn: '100555666700003', invoicePrefix: 'PTI' };
    expect(await admin.as('PUT', '/api/admin/settings/legal', next)).toEqual({ status: 1, settings: { ...next, city: 'Dubai' } });
    const [entry] = await admin.shop.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.legal')).orderBy(desc(auditLog.id));
    expect(entry.details).toEqual({ changed: {
      trn: { from: '100123456700003', to: '100555666700003' }, invoicePrefix: { from: 'INV', to: 'PTI' },
    } });
    await admin.as('PUT', '/api/admin/settings/legal', DEMO_LEGAL_SETTINGS);
  });

  it.each([
    [{ trn: '12345' }, TAX_FIELD_MESSAGES.trn],
    [{ emirate: 'XYZ' }, TAX_FIELD_MESSAGES.emirate],
    [{ legalNameAr: 'Petora' }, LEGAL_MESSAGES.arabic],
    [{ legalNameEn: '  ' }, LEGAL_MESSAGES.required('Legal name (English)')],
    [{ invoicePrefix: 'inv-1' }, LEGAL_MESSAGES.prefix],
    [{ creditNotePrefix: 'INV' }, LEGAL_MESSAGES.samePrefix],
  ])('refuses %j with a message and keeps the saved settings', async (change, message) => {
    const res = await admin.call('PUT', '/api/admin/settings/legal', { ...DEMO_LEGAL_SETTINGS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message });
    expect(await admin.as('GET', '/api/admin/settings/legal')).toEqual({ status: 1, settings: DEMO_LEGAL_SETTINGS });
  });

  it('takes a logo as a picture, keeps it by its name or when left out, drops it on null, refuses anything else', async () => {
    const png = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#113355' } }).png().toBuffer();
    const put = (logo: unknown) => admin.call('PUT', '/api/admin/settings/legal', { ...DEMO_LEGAL_SETTINGS, logo });
    const saved = (await put(`data:image/png;base64,${png.toString('base64')}`)).json().settings.logo as string;
    expect(saved).toMatch(/^l1-[0-9a-f]{16}\.webp$/);
    const served = await admin.call('GET', `/media/${saved}`);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await put(saved)).json().settings.logo).toBe(saved);
    const { logo: _left, ...withoutLogo } = DEMO_LEGAL_SETTINGS;
    expect((await admin.as<Saved>('PUT', '/api/admin/settings/legal', withoutLogo)).settings.logo).toBe(saved);
    for (const [logo, message] of [
      ['l1-0000000000000000.webp', LEGAL_MESSAGES.logo],
      [`data:image/png;base64,${Buffer.from('GIF89a....').toString('base64')}`, expect.stringContaining('PNG, JPEG or WebP')],
    ]) {
      const refused = await put(logo);
      expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
    }
    expect((await admin.as<Saved>('GET', '/api/admin/settings/legal')).settings.logo).toBe(saved);
    expect((await put(null)).json().settings.logo).toBeNull();
    await admin.as('PUT', '/api/admin/settings/legal', DEMO_LEGAL_SETTINGS);
  });

  it('customers cannot read or change the legal settings', async () => {
    expect((await admin.call('GET', '/api/admin/settings/legal', undefined, admin.customer.token)).statusCode).toBe(403);
    expect((await admin.call('PUT', '/api/admin/settings/legal', DEMO_LEGAL_SETTINGS, admin.customer.token)).statusCode).toBe(403);
  });

  it('a customer saves their TRN (digits only), legal name, licence and emirate; a bad TRN changes nothing', async () => {
    const token = admin.customer.token;
    const saved = await admin.call('POST', '/api/customer/taxdetails', { trn: '100-1234-5678-9003', legalName: 'Haddad L.L.C.', tradeLicenceNo: 'DED-1', emirate: 'AUH' }, token);
    expect(saved.json()).toEqual({ status: 1, tax: { trn: '100123456789003', legalName: 'Haddad L.L.C.', tradeLicenceNo: 'DED-1', emirate: 'AUH' } });
    const bad = await admin.call('POST', '/api/customer/taxdetails', { trn: '1001234', emirate: 'AUH' }, token);
    expect([bad.statusCode, bad.json().message]).toEqual([400, TAX_FIELD_MESSAGES.trn]);
    expect((await admin.call('GET', '/api/customer/taxdetails', undefined, token)).json().tax.trn).toBe('100123456789003');
  });

  it('changes only the tax details a request sends, and holds a licence number to the trade documents\' rule', async () => {
    const token = admin.customer.token;
    await admin.call('POST', '/api/customer/taxdetails', { trn: '100123456789003', legalName: 'Haddad L.L.C.', tradeLicenceNo: 'DED-1', emirate: 'AUH' }, token);
    const trnOnly = await admin.call('POST', '/api/customer/taxdetails', { trn: '100-9999-8888-7003' }, token);
    expect(trnOnly.json()).toEqual({ status: 1, tax: { trn: '100999988887003', legalName: 'Haddad L.L.C.', tradeLicenceNo: 'DED-1', emirate: 'AUH' } });
    expect(await admin.as('PUT', `/api/admin/customers/${admin.customer.id}/tax`, { emirate: 'SHJ' }))
      .toEqual({ status: 1, tax: { trn: '100999988887003', legalName: 'Haddad L.L.C.', tradeLicenceNo: 'DED-1', emirate: 'SHJ' } });
    const bad = await admin.call('POST', '/api/customer/taxdetails', { tradeLicenceNo: '<b>licence</b>' }, token);
    expect([bad.statusCode, bad.json().message]).toEqual([400, TRADE_DOCUMENT_MESSAGES.licenceNumber]);
    expect((await admin.call('GET', '/api/customer/taxdetails', undefined, token)).json().tax.tradeLicenceNo).toBe('DED-1');
  });

  it('staff change a customer\'s tax details, audited; clearing the TRN makes them unregistered', async () => {
    const id = admin.customer.id;
    expect(await admin.as('PUT', `/api/admin/customers/${id}/tax`, { trn: '', legalName: 'Haddad Trading', tradeLicenceNo: null, emirate: 'DXB' }))
      .toEqual({ status: 1, tax: { trn: null, legalName: 'Haddad Trading', tradeLicenceNo: null, emirate: 'DXB' } });
    const [row] = await admin.shop.database.db.select().from(customers).where(eq(customers.id, id));
    expect([row.trn, row.emirate]).toEqual([null, 'DXB']);
    const [entry] = await admin.shop.database.db.select().from(auditLog).where(eq(auditLog.target, `customer:${id}`)).orderBy(desc(auditLog.id));
    expect(entry.action).toBe('customer.tax');
    expect((await admin.call('PUT', '/api/admin/customers/999999/tax', { trn: null })).statusCode).toBe(404);
  });
});
