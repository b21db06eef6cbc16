// The one file store, in both forms: the data folder (default) and an S3-compatible bucket on
// a real S3-compatible server started here. The same behaviour is asserted of each, and the app
// serves a file from the store as well as a file whose bytes still sit in its database row
// (rows written before the store existed, and the demo seed's generated media).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { files } from '../../../src/server/db/schema';
import { DiskFileStore } from '../../../src/server/services/files/disk-store';
import type { FileStore } from '../../../src/server/services/files/file-store';
import { S3FileStore, parseS3Url } from '../../../src/server/services/files/s3-store';
import { type S3TestServer, startS3Server } from '../../support/s3-server';
import { type TestApp, buildTestApp } from '../../support/test-app';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const WEBP = Buffer.from('RIFF\u0024\u0000\u0000\u0000WEBPVP8 legacy bytes', 'latin1');

let s3: S3TestServer;
let root: string;

beforeAll(async () => {
  s3 = await startS3Server();
  root = mkdtempSync(path.join(tmpdir(), 'petora-files-'));
});

afterAll(async () => {
  await s3.stop();
  rmSync(root, { recursive: true, force: true });
});

const stores: Array<[string, () => FileStore]> = [
  ['the data folder', () => new DiskFileStore(path.join(root, 'files'))],
  ['an S3-compatible bucket', () => new S3FileStore(parseS3Url(s3.url))],
];

describe.each(stores)('a file store in %s', (_label, make) => {
  it('keeps bytes under a key, replaces them whole, and forgets them on removal', async () => {
    const store = make();
    expect(await store.get('document/none.pdf')).toBeNull();
    await store.put('document/a1.pdf', PDF, 'application/pdf');
    expect((await store.get('document/a1.pdf'))!.equals(PDF)).toBe(true);
    await store.put('document/a1.pdf', WEBP, 'image/webp');
    expect((await store.get('document/a1.pdf'))!.equals(WEBP)).toBe(true);
    await store.remove(['document/a1.pdf', 'document/never-there.pdf']);
    expect(await store.get('document/a1.pdf')).toBeNull();
  });
});

it('reads the bucket, a key prefix, the region and the keys from S3_URL', () => {
  expect(parseS3Url('https://AKIA%2F1:se%40cret@s3.me-central-1.amazonaws.com/shop-files/prod/eu?region=me-central-1&style=virtual')).toEqual({
    endpoint: 'https://s3.me-central-1.amazonaws.com',
    bucket: 'shop-files',
    prefix: 'prod/eu/',
    region: 'me-central-1',
    virtualHosted: true,
    credentials: { accessKeyId: 'AKIA/1', secretAccessKey: 'se@cret' },
  });
  expect(parseS3Url('http://minio.internal:9000/petora')).toMatchObject({ endpoint: 'http://minio.internal:9000', bucket: 'petora', prefix: '', region: 'us-east-1', virtualHosted: false, credentials: undefined });
});

describe('the app on an S3 store', () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await buildTestApp('pglite', { s3Url: s3.url });
  });

  afterAll(async () => {
    await shop.close();
  });

  it('serves a file from the bucket, and one whose bytes are still in its database row', async () => {
    const { db } = shop.database;
    await shop.app.files.put('document/0123456789abcdef0123456789abcdef.pdf', PDF, 'application/pdf');
    await db.insert(files).values([
      { name: '0123456789abcdef0123456789abcdef.pdf', kind: 'document', contentType: 'application/pdf', size: PDF.length, data: null },
      { name: 'legacy-banner.webp', kind: 'image', contentType: 'image/webp', size: WEBP.length, data: WEBP },
    ]);
    const doc = await shop.app.inject({ method: 'GET', url: '/uploads/0123456789abcdef0123456789abcdef.pdf' });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.rawPayload.equals(PDF)).toBe(true);
    const legacy = await shop.app.inject({ method: 'GET', url: '/media/legacy-banner.webp' });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.rawPayload.equals(WEBP)).toBe(true);
  });

  it('answers 404 for a row whose bytes are missing from the store', async () => {
    await shop.database.db.insert(files).values({ name: 'lost.webp', kind: 'image', contentType: 'image/webp', size: 3, data: null });
    expect((await shop.app.inject({ method: 'GET', url: '/media/lost.webp' })).statusCode).toBe(404);
  });
});
