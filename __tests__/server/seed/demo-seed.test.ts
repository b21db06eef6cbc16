import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../../src/server/db/client';
import { files } from '../../../src/server/db/schema';
import { SEED_LOCK, seedIfEmpty } from '../../../src/server/db/seed';
import { demoCatalogue } from '../../../src/server/db/seed/demo/catalogue';
import { renderAll } from '../../../src/server/db/seed/images/encode';
import { demoMediaJobs } from '../../../src/server/db/seed/media-jobs';
import { DiskFileStore } from '../../../src/server/services/files/disk-store';
import { logoDataUrl } from '../../../src/server/services/invoicing/pdf-jobs';
import { createTestDatabase, type DbKind } from '../../support/test-db';

// The first-start seed, end to end on both database kinds. The PGlite run renders every
// image; the PostgreSQL run starts with those images already stored and must reuse them.

/** RIFF container with the WEBP form type: what browsers check before decoding. */
function isWebp(data: Buffer | Uint8Array): boolean {
  const bytes = Buffer.from(data);
  return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
}

type Row = Record<string, unknown>;
type StoredImage = typeof files.$inferInsert;
let renderedOnce: StoredImage[] = [];

async function rows(database: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await database.db.execute(query)).rows as Row[];
}

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows(database, query);
  return Number(Object.values(row)[0]);
}

/** concurrent: two starts race for the empty shop, as two app instances would. */
function seededShop(kind: DbKind, prepare: (database: Database) => Promise<void>, concurrent = false) {
  describe(`demo seed on ${kind}`, () => {
    let database: Database;
    const logs: string[] = [];
    let first = false;
    let second = true;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      await prepare(database);
      const seed = () => seedIfEmpty(database, { log: (line) => logs.push(line) });
      if (concurrent) [first, second] = (await Promise.all([seed(), seed()])).sort().reverse();
      else [first, second] = [await seed(), await seed()];
    }, 300_000);

    afterAll(async () => {
      if (kind === 'pglite') renderedOnce = await database.db.select().from(files);
      await database?.close();
    });

    it('seeds an empty shop once and leaves a seeded one alone', async () => {
      expect([first, second]).toEqual([true, false]);
      expect(logs.at(-1)).toMatch(/^Seeding demo catalogue: done in [\d.]+ s \(\d+ products, \d+ images\)$/);
      expect(logs.filter((line) => line.includes('done in'))).toHaveLength(1);
      // Only images not stored yet are rendered.
      expect(logs.some((line) => line.startsWith('Seeding demo catalogue: images '))).toBe(kind === 'pglite');
    });

    it('stores brands with logos and a category tree with Dog 4 and Cat 5', async () => {
      expect(await count(database, sql`select count(*) from brands`)).toBeGreaterThanOrEqual(12);
      expect(await count(database, sql`select count(*) from brands b left join files f on f.name = b.thumbnail where f.id is null`)).toBe(0);
      expect(await rows(database, sql`select id, name from categories where parent_id is null order by id`)).toEqual([{ id: 4, name: 'Dog' }, { id: 5, name: 'Cat' }]);
      expect(await count(database, sql`select count(*) from categories where parent_id = 4`)).toBe(8);
      expect(await count(database, sql`select count(*) from categories where parent_id = 5`)).toBe(8);
      expect(await count(database, sql`select count(*) from categories c join categories p on p.id = c.parent_id where p.parent_id in (4, 5)`)).toBeGreaterThan(5);
      expect(await count(database, sql`select count(*) from categories c left join files f on f.name = c.image where c.parent_id is not null and f.id is null`)).toBe(0);
    });

    it('gives every one of at least 150 products 1 to 6 stored images', async () => {
      expect(await count(database, sql`select count(*) from products`)).toBeGreaterThanOrEqual(150);
      const perProduct = await rows(database, sql`select min(n) as low, max(n) as high from (select p.id, count(pi.name) as n from products p left join product_images pi on pi.product_id = p.id group by p.id) t`);
      expect([Number(perProduct[0].low), Number(perProduct[0].high)]).toEqual([1, 6]);
      expect(await count(database, sql`select count(*) from product_images pi left join files f on f.name = pi.name and f.kind = 'image' where f.id is null`)).toBe(0);
      expect(await count(database, sql`select count(*) from variants v left join files f on f.name = v.thumbnail where v.thumbnail is not null and f.id is null`)).toBe(0);
    });

    it('prices variants realistically, with sales, zero stock and B2B below retail', async () => {
      expect(await count(database, sql`select count(*) from variants where b2b_price_fils is null or b2b_price_fils >= price_fils`)).toBe(0);
      expect(await count(database, sql`select count(*) from variants where sale_price_fils >= price_fils or b2b_sale_price_fils >= b2b_price_fils`)).toBe(0);
      expect(await count(database, sql`select count(*) from variants where sale_price_fils is not null`)).toBeGreaterThan(20);
      expect(await count(database, sql`select count(*) from variants where stock = 0`)).toBeGreaterThan(5);
    });

    it('has colour swatches, two-dimension variants and special offers', async () => {
      const swatches = await rows(database, sql`select distinct a.value from variant_attributes va join attributes a on a.id = va.attribute_id join attribute_types t on t.id = a.type_id where t.type = 1`);
      expect(swatches.length).toBeGreaterThan(5);
      expect(swatches.every((r) => /^#[0-9a-f]{6}$/.test(String(r.value)))).toBe(true);
      expect(await count(database, sql`select count(*) from variant_attributes where dimension = 2`)).toBeGreaterThan(50);
      expect(await count(database, sql`select count(*) from variant_attributes va join attributes a on a.id = va.attribute_id join attribute_types t on t.id = a.type_id where t.type = 3`)).toBeGreaterThan(5);
    });

    it('fills reviews with the product rate as their mean, FAQs, tabs, badges and one-day delivery', async () => {
      expect(await count(database, sql`select count(*) from reviews`)).toBeGreaterThan(100);
      expect(await count(database, sql`select count(*) from products p join (select product_id, avg(rate) as mean from reviews group by product_id) r on r.product_id = p.id where abs(p.rate - r.mean) > 0.051`)).toBe(0);
      expect(await count(database, sql`select count(distinct product_id) from faqs`)).toBeGreaterThan(40);
      expect(await count(database, sql`select count(*) from products p where not exists (select 1 from product_tabs t where t.product_id = p.id)`)).toBe(0);
      expect(await count(database, sql`select count(*) from product_metas pm join metas m on m.id = pm.meta_id where m.kind = 'badge' and m.display = 0`)).toBeGreaterThan(0);
      expect(await rows(database, sql`select direct_fast, count(*) > 0 as present from products group by direct_fast order by direct_fast`)).toEqual([
        { direct_fast: false, present: true },
        { direct_fast: true, present: true },
      ]);
    });

    it('stores searchable text and no filler copy', async () => {
      const [product] = await rows(database, sql`select p.search_text, p.name, b.name as brand, (select sku from variants v where v.product_id = p.id order by position limit 1) as sku from products p join brands b on b.id = p.brand_id where p.id = 1`);
      expect(product.search_text).toContain(String(product.name).toLowerCase());
      expect(product.search_text).toContain(String(product.sku).toLowerCase());
      const lorem = sql`select count(*) from products p left join product_tabs t on t.product_id = p.id left join faqs f on f.product_id = p.id
        where concat_ws(' ', p.name, p.excerpt, p.introduction, p.meta_description, t.content, f.question, f.answer) ilike '%lorem%'`;
      expect(await count(database, lorem)).toBe(0);
    });

    it('stores the home banners and other fixed images as real WebP of the right size', async () => {
      const banners = [...Array.from({ length: 7 }, (_, i) => `banner-desktop-${i + 1}.webp`), ...Array.from({ length: 6 }, (_, i) => `banner-mobile-${i + 1}.webp`)];
      const names = [...banners, 'about-1.webp', 'footer-mobile-6.webp'];
      const stored = await database.db.select({ name: files.name, kind: files.kind, contentType: files.contentType, data: files.data }).from(files)
        .where(sql`${files.name} in (${sql.join(names.map((n) => sql`${n}`), sql`, `)}) or ${files.name} = (select min(name) from files where name like 'p-%')`);
      expect(stored.filter((f) => !f.name.startsWith('p-')).map((f) => f.name).sort()).toEqual(names.sort());
      const sizes: Array<[string, string]> = [['p-', '800x800'], ['banner-desktop', '1920x640'], ['banner-mobile', '750x900'], ['about', '1200x800'], ['footer', '600x400']];
      for (const file of stored) {
        expect([file.kind, file.contentType, isWebp(file.data!)]).toEqual(['image', 'image/webp', true]);
        const meta = await sharp(file.data!).metadata();
        expect(`${meta.width}x${meta.height}`).toBe(sizes.find(([prefix]) => file.name.startsWith(prefix))![1]);
      }
    });

    it('gives the shop\'s legal settings a logo that is a stored picture, so its tax documents print it', async () => {
      const [settings] = await rows(database, sql`select logo from shop_legal_settings where id = 1`);
      expect(settings.logo).toBe('shop-logo.webp');
      const [logo] = await database.db.select({ data: files.data, kind: files.kind }).from(files).where(sql`${files.name} = ${settings.logo}`);
      expect(logo.kind).toBe('image');
      const meta = await sharp(logo.data!).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 120]);
      // What a tax document's page is given: the picture's bytes, read from its row as /media reads them.
      const emptyStore = new DiskFileStore(mkdtempSync(path.join(tmpdir(), 'no-files-')));
      const dataUrl = await logoDataUrl(database.db, emptyStore, String(settings.logo));
      expect(Buffer.from(dataUrl!.replace(/^data:image\/webp;base64,/, ''), 'base64').equals(Buffer.from(logo.data!))).toBe(true);
    });

    it('moves id sequences past the seeded ids', async () => {
      const [brand] = await rows(database, sql`insert into brands (name, slug) values ('House Brand', 'house-brand') returning id`);
      expect(Number(brand.id)).toBeGreaterThan(14);
      await database.db.execute(sql`delete from brands where slug = 'house-brand'`);
    });
  });
}

seededShop('pglite', async () => undefined);

/** Every demo image stored, as by an earlier start: from the PGlite run, or rendered here when that run was filtered out. */
async function storeImages(database: Database): Promise<void> {
  if (!renderedOnce.length) {
    const images = await renderAll(demoMediaJobs(demoCatalogue()));
    renderedOnce = images.map((image) => ({ name: image.name, kind: 'image', contentType: image.mime, size: image.data.length, data: image.data }));
  }
  for (let i = 0; i < renderedOnce.length; i += 50) {
    await database.db.insert(files).values(renderedOnce.slice(i, i + 50).map(({ id: _id, ...rest }) => rest));
  }
}

// Images already stored are not rendered again.
seededShop('postgres', storeImages, true);

describe('demo seed on postgres behind another start', () => {
  it('waits out another start\'s seed longer than one statement may run, then finds the shop seeded', async () => {
    const database = await createTestDatabase('postgres');
    try {
      // Nothing to render: the start goes straight for the lock.
      await storeImages(database);
      let release!: () => void;
      const released = new Promise<void>((resolve) => { release = resolve; });
      let taken!: () => void;
      const lockTaken = new Promise<void>((resolve) => { taken = resolve; });
      // The other start holds the seed's lock while it writes the catalogue (a brand stands for it).
      const other = database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
        taken();
        await released;
        await tx.execute(sql`insert into brands (name, slug, sort) values ('Other Start', 'other-start', 1)`);
      });
      await lockTaken;
      const logs: string[] = [];
      const seeding = seedIfEmpty(database, { log: (line) => logs.push(line) });
      // Longer than the pool's statement timeout (2 s; the client gives up half a second later).
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      release();
      await other;
      expect(await seeding).toBe(false);
      expect(logs.some((line) => line.includes('writing'))).toBe(false);
      expect(await count(database, sql`select count(*) from brands`)).toBe(1);
    } finally {
      await database.close();
    }
  }, 300_000);
});
