// The PINT AE documents of issued invoices and credit notes pass the encoded rules, a broken
// document is caught, and submissions reach a provider through the file drop or over HTTP.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { customers, einvoiceSubmissions, variants } from '../../../src/server/db/schema';
import { SUBMISSION_PROVIDER } from '../../../src/server/services/invoicing/issue';
import { PINT_AE_RULES, checkPintAe } from '../../../src/server/services/invoicing/pint-rules';
import { fileDropProvider } from '../../../src/server/services/invoicing/providers/file-drop';
import { httpProvider } from '../../../src/server/services/invoicing/providers/http-provider';
import type { EInvoiceProvider } from '../../../src/server/services/invoicing/providers/provider';
import { SUBMIT_RETRY_DELAYS_MS, submitPending } from '../../../src/server/services/invoicing/submissions';
import { type AdminShop, adminShop } from '../admin/admin-fixtures';
import { article } from '../orders/order-fixtures';
import { documentsOf, waitingOrder } from './invoicing-fixtures';

describe('PINT AE e-invoices', () => {
  let admin: AdminShop;
  let invoiceXml: string;
  let creditXml: string;

  beforeAll(async () => {
    admin = await adminShop('pglite');
    const db = admin.shop.database.db;
    const s = await article(db, 'EI-S', 100);
    const e = await article(db, 'EI-E', 100);
    await db.update(variants).set({ vatCategory: 'E' }).where(eq(variants.id, e));
    await db.update(customers).set({ emirate: 'AJM' }).where(eq(customers.id, admin.customer.id));
    const id = await waitingOrder(db, admin.customer.id, [
      { variantId: s, name: 'Cat & "Dog" <Treats>', count: 3, unitPriceFils: 10 },
      { variantId: e, name: 'Vet service', count: 1, unitPriceFils: 15000 },
    ]);
    await admin.as('POST', `/api/admin/orders/${id}/approve`);
    await admin.as('POST', `/api/admin/orders/${id}/cancel`, { reason: 'Customer request' });
    [invoiceXml, creditXml] = (await documentsOf(db, id)).map((d) => d.xml);
  });

  afterAll(async () => {
    await admin.shop.close();
  });

  it('the invoice (380) of an unregistered buyer with standard and exempt lines passes every rule', () => {
    expect(checkPintAe(invoiceXml)).toEqual([]);
    expect(invoiceXml).toContain('<cbc:CustomizationID>urn:peppol:pint:billing-1@ae-1</cbc:CustomizationID>');
    expect(invoiceXml).toContain('<cbc:EndpointID schemeID="0235">1001234567</cbc:EndpointID>');
    expect(invoiceXml).toContain('<cbc:CompanyID>100123456700003</cbc:CompanyID>');
    expect(invoiceXml).toContain('<cbc:CountrySubentity>AJM</cbc:CountrySubentity>');
    expect(invoiceXml).toContain('Cat &amp; &quot;Dog&quot; &lt;Treats&gt;');
    expect(invoiceXml).toContain('<cbc:TaxExemptionReason>');
    expect(PINT_AE_RULES.length).toBeGreaterThanOrEqual(20);
  });

  it('the credit note (381) passes every rule and references the invoice', () => {
    expect(checkPintAe(creditXml)).toEqual([]);
    expect(creditXml).toMatch(/<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>INV-\d{4}-000001<\/cbc:ID>/);
  });

  it.each([
    ['wrong customization', (x: string) => x.replace('urn:peppol:pint:billing-1@ae-1', 'urn:cen.eu:en16931:2017'), 'ibr-001'],
    ['VAT total off by a fils', (x: string) => x.replace(/<cac:TaxTotal><cbc:TaxAmount currencyID="AED">([\d.]+)</, (_m, v) => `<cac:TaxTotal><cbc:TaxAmount currencyID="AED">${(Number(v) + 0.01).toFixed(2)}<`), 'ibr-co-14'],
    ['unknown emirate', (x: string) => x.replace('<cbc:CountrySubentity>AJM<', '<cbc:CountrySubentity>XX<'), 'aligned-ibr-ae-address'],
    ['short TRN', (x: string) => x.replace('<cbc:CompanyID>100123456700003<', '<cbc:CompanyID>1001234<'), 'aligned-ibr-ae-seller-trn'],
    ['three decimals', (x: string) => x.replace(/<cbc:PayableAmount currencyID="AED">([\d.]+)</, (_m, v) => `<cbc:PayableAmount currencyID="AED">${v}1<`), 'ibr-cl-amounts'],
    ['not XML at all', (x: string) => x.replace('</Invoice>', ''), 'xml'],
  ])('catches %s', (_name, spoil, rule) => {
    expect(checkPintAe(spoil(invoiceXml)).map((r) => r.id)).toContain(rule);
  });

  it('the file drop writes each pending document whole and marks it sent; nothing is sent twice', async () => {
    const db = admin.shop.database.db;
    const dir = mkdtempSync(path.join(tmpdir(), 'petora-drop-'));
    try {
      expect(await submitPending(db, fileDropProvider(dir), { queueName: SUBMISSION_PROVIDER })).toBe(2);
      expect(await submitPending(db, fileDropProvider(dir), { queueName: SUBMISSION_PROVIDER })).toBe(0);
      const rows = await db.select().from(einvoiceSubmissions);
      expect(rows.map((r) => r.state)).toEqual(['sent', 'sent']);
      const file = readFileSync(path.join(dir, `${rows[0].providerReference}`), 'utf8');
      expect(file).toBe(invoiceXml);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('over HTTP against a stand-in of a provider API', () => {
    let server: Server;
    let replies: Array<[number, object]>;
    const received: Array<{ auth?: string; number?: string; body: string }> = [];

    beforeAll(async () => {
      server = createServer((req, res) => {
        let body = '';
        req.on('data', (c) => { body += c; });
        req.on('end', () => {
          received.push({ auth: req.headers.authorization, number: req.headers['x-document-number'] as string, body });
          const [status, json] = replies.shift()!;
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });

    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('records acceptance and rejection with the answer, and keeps a document pending after a provider fault', async () => {
      const db = admin.shop.database.db;
      await db.update(einvoiceSubmissions).set({ state: 'pending', attempts: 0, providerReference: null, lockedUntil: null });
      const provider = httpProvider({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, apiKey: 'k-1' });

      replies = [[503, {}], [422, { id: 'R-2', status: 'rejected', errors: ['buyer endpoint unknown'] }]];
      await submitPending(db, provider, { queueName: SUBMISSION_PROVIDER });
      let rows = await db.select().from(einvoiceSubmissions).orderBy(einvoiceSubmissions.id);
      expect(rows.map((r) => [r.state, r.attempts])).toEqual([['pending', 1], ['rejected', 1]]);
      expect(rows[1].answer).toMatchObject({ errors: ['buyer endpoint unknown'] });

      // Not tried again straight away; after the pause it is.
      expect(await submitPending(db, provider, { queueName: SUBMISSION_PROVIDER })).toBe(0);
      replies = [[200, { id: 'A-1', status: 'accepted' }]];
      const afterPause = new Date(Date.now() + SUBMIT_RETRY_DELAYS_MS[0] + 1000);
      expect(await submitPending(db, provider, { queueName: SUBMISSION_PROVIDER, now: () => afterPause })).toBe(1);
      rows = await db.select().from(einvoiceSubmissions).orderBy(einvoiceSubmissions.id);
      expect(rows.map((r) => [r.state, r.providerReference, r.lockedUntil])).toEqual([['accepted', 'A-1', null], ['rejected', 'R-2', null]]);
      expect(received.map((r) => r.auth)).toEqual(['Bearer k-1', 'Bearer k-1', 'Bearer k-1']);
      expect(received[2].body).toBe(invoiceXml);
    });

    it('keeps documents pending when the provider refuses the shop\'s key or asks it to slow down', async () => {
      const db = admin.shop.database.db;
      await db.update(einvoiceSubmissions).set({ state: 'pending', attempts: 0, providerReference: null, lockedUntil: null });
      const provider = httpProvider({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, apiKey: 'k-old' });
      replies = [[401, { error: 'invalid key' }], [429, { error: 'slow down' }]];
      expect(await submitPending(db, provider, { queueName: SUBMISSION_PROVIDER })).toBe(2);
      const rows = await db.select().from(einvoiceSubmissions).orderBy(einvoiceSubmissions.id);
      expect(rows.map((r) => [r.state, r.attempts, r.answer])).toEqual([
        ['pending', 1, { provider: 'http', error: 'Error: provider answered 401' }],
        ['pending', 1, { provider: 'http', error: 'Error: provider answered 429' }],
      ]);
    });
  });

  it('keeps trying a document the provider cannot take, further apart each time, and never gives up on it', async () => {
    const db = admin.shop.database.db;
    await db.update(einvoiceSubmissions).set({ state: 'pending', attempts: 12, providerReference: null, lockedUntil: null });
    const down: EInvoiceProvider = { name: 'down', submit: async () => { throw new Error('connect ECONNREFUSED'); } };
    const start = Date.now();
    expect(await submitPending(db, down, { queueName: SUBMISSION_PROVIDER })).toBe(2);
    const rows = await db.select().from(einvoiceSubmissions).orderBy(einvoiceSubmissions.id);
    expect(rows.map((r) => [r.state, r.attempts])).toEqual([['pending', 13], ['pending', 13]]);
    for (const row of rows) expect(row.lockedUntil!.getTime()).toBeGreaterThanOrEqual(start + SUBMIT_RETRY_DELAYS_MS.at(-1)!);
  });

  it('leaves a document alone that another instance claimed after this one\'s lease ran out', async () => {
    const db = admin.shop.database.db;
    await db.update(einvoiceSubmissions).set({ state: 'pending', attempts: 0, providerReference: null, lockedUntil: null, answer: null });
    const theirs = new Date(Date.now() + 4 * 60_000);
    const slow: EInvoiceProvider = {
      name: 'slow',
      async submit() {
        // The hand-over outlived the lease: meanwhile another instance claimed every document.
        await db.update(einvoiceSubmissions).set({ attempts: 2, lockedUntil: theirs });
        throw new Error('socket hang up');
      },
    };
    await submitPending(db, slow, { queueName: SUBMISSION_PROVIDER, limit: 1 });
    const [first] = await db.select().from(einvoiceSubmissions).orderBy(einvoiceSubmissions.id);
    expect(first).toMatchObject({ state: 'pending', attempts: 2, lockedUntil: theirs, answer: null });
  });

  it('does not hand over a document another instance is handing over', async () => {
    const db = admin.shop.database.db;
    await db.update(einvoiceSubmissions).set({ state: 'pending', attempts: 0, providerReference: null, lockedUntil: null });
    const [first, second] = await db.select().from(einvoiceSubmissions).orderBy(einvoiceSubmissions.id);
    let release = () => undefined as void;
    let holding = () => undefined as void;
    const held = new Promise<void>((resolve) => { holding = resolve; });
    const handedBy: Record<string, string[]> = { a: [], b: [] };
    const standIn = (who: 'a' | 'b'): EInvoiceProvider => ({
      name: who,
      async submit(doc) {
        handedBy[who].push(doc.number);
        if (who === 'a' && handedBy.a.length === 1) await new Promise<void>((resolve) => { release = resolve; holding(); });
        return { state: 'sent', reference: `${who}-${doc.number}`, answer: {} };
      },
    });
    // Instance a claims the first document and is in the middle of handing it over ...
    const a = submitPending(db, standIn('a'), { queueName: SUBMISSION_PROVIDER });
    await held;
    // ... when instance b's round runs: it takes the second and passes the first by.
    expect(await submitPending(db, standIn('b'), { queueName: SUBMISSION_PROVIDER })).toBe(1);
    release();
    expect(await a).toBe(1);
    const rows = await db.select().from(einvoiceSubmissions).orderBy(einvoiceSubmissions.id);
    expect(rows.map((r) => [r.id, r.state, r.attempts])).toEqual([[first.id, 'sent', 1], [second.id, 'sent', 1]]);
    expect([...handedBy.a, ...handedBy.b]).toHaveLength(2);
    expect(new Set([...handedBy.a, ...handedBy.b]).size).toBe(2);
  });
});
