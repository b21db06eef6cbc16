// Licence and TRN uploads at registration: accepted types, content checks, size limits, serving.
import { eq } from 'drizzle-orm';
import { files } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import type { TestApp } from '../../support/test-app';
import { HTML, JPEG, PDF, PNG, WEBP, accountsApp, customerByEmail, dataUrl, get, mailCount, post, registration } from './account-helpers';

describe.each(DB_KINDS)('documents at registration on %s', (kind) => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await accountsApp(kind);
  });

  afterAll(async () => {
    await shop.close();
  });

  const register = (body: unknown) => post(shop, '/api/customer/register', body);

  it('stores licence and TRN under random names and serves them privately with their real type', async () => {
    const res = await register(registration('docs@example.ae', { lisence: dataUrl('application/pdf', PDF), otrn: dataUrl('image/png', PNG) }));
    expect(res.json()).toMatchObject({ status: 1 });
    const row = await customerByEmail(shop, 'docs@example.ae');
    expect(row.lisenceNumber).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(row.otrnNumber).toMatch(/^[0-9a-f]{32}\.png$/);
    const stored = await shop.database.db.select().from(files).where(eq(files.customerId, row.id));
    expect(stored.map((f) => f.kind)).toEqual(['document', 'document']);

    const pdf = await get(shop, `/uploads/${row.lisenceNumber}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    const png = await get(shop, `/uploads/${row.otrnNumber}`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(PNG)).toBe(true);
  });

  it.each([
    ['jpeg', 'image/jpeg', JPEG, /\.jpg$/],
    ['jpg alias', 'image/jpg', JPEG, /\.jpg$/],
    ['webp', 'image/webp', WEBP, /\.webp$/],
  ])('accepts a %s document', async (label, mime, data, name) => {
    const email = `accept-${label.replace(/\W/g, '')}@example.ae`;
    expect((await register(registration(email, { lisence: dataUrl(mime, data) }))).json()).toMatchObject({ status: 1 });
    expect((await customerByEmail(shop, email)).lisenceNumber).toMatch(name);
  });

  it.each([
    ['a PNG renamed .pdf', { lisence: dataUrl('application/pdf', PNG) }, 'The licence file is not a real PDF file: its content is PNG.'],
    ['an HTML file', { otrn: dataUrl('text/html', HTML) }, 'The TRN file must be a JPG, PNG, WEBP or PDF file.'],
    ['HTML declared as PNG', { otrn: dataUrl('image/png', HTML) }, 'The TRN file must be a JPG, PNG, WEBP or PDF file.'],
    ['an SVG image', { lisence: dataUrl('image/svg+xml', Buffer.from('<svg onload="alert(1)"/>')) }, 'The licence file must be a JPG, PNG, WEBP or PDF file.'],
    ['a 6 MB file', { lisence: dataUrl('application/pdf', Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)])) }, 'The licence file is larger than 5 MB.'],
    ['a broken data URL', { lisence: 'data:application/pdf;base64,%%%not base64%%%' }, 'The licence file could not be read: its data is not valid base64.'],
    ['a data URL without base64', { lisence: 'data:application/pdf,%PDF-1.7' }, 'The licence file could not be read: send it as a base64 data URL.'],
    ['a plain file name', { lisence: 'licence.pdf' }, 'The licence file could not be read: send it as a base64 data URL.'],
    ['an empty file', { lisence: 'data:application/pdf;base64,' }, 'The licence file is empty.'],
  ])('refuses %s with 400 and creates no account', async (_label, extra, message) => {
    const email = 'bad-upload@example.ae';
    const mailsBefore = await mailCount(shop);
    const res = await register(registration(email, extra));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, message });
    expect(await customerByEmail(shop, email)).toBeUndefined();
    expect(await mailCount(shop)).toBe(mailsBefore);
  });

  it('accepts a body of two 5 MB documents and refuses a larger one with 413', async () => {
    const five = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 - PDF.length)]);
    const ok = await register(registration('big@example.ae', { lisence: dataUrl('application/pdf', five), otrn: dataUrl('application/pdf', five) }));
    expect(ok.json()).toMatchObject({ status: 1 });
    const tooBig = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await register(registration('bigger@example.ae', { lisence: dataUrl('application/pdf', tooBig), otrn: dataUrl('application/pdf', tooBig) }));
    expect(res.statusCode).toBe(413);
    expect(await customerByEmail(shop, 'bigger@example.ae')).toBeUndefined();
  });
});
