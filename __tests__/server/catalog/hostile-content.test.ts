// Whatever the database holds, no answer carries active content: every HTML field is
// sanitized and every text field is plain text, in listings, the product page and wishlists.
import { eq } from 'drizzle-orm';
import type { ProductList } from '../../../src/shared/api-types';
import { attributes, brands, categories, metas } from '../../../src/server/db/schema';
import { DB_KINDS } from '../../support/test-db';
import { type TestApp, buildTestApp } from '../../support/test-app';
import { ATTR, BRAND, CAT, META, at, insertProduct, insertReference } from './fixtures';

const SCRIPT = '<script>alert(document.cookie)</script>';
const IMG = '<img src="x" onerror="alert(1)">';
const LINK = '<a href="javascript:alert(1)" onclick="alert(2)">click</a>';
const FRAME = '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>';
const hostile = (text: string) => `<p style="color:red" onmouseover="alert(3)">${text}</p>${SCRIPT}${IMG}${LINK}${FRAME}`;

/** Markers of active content that must not survive anywhere in an answer. */
const FORBIDDEN = [/<script/i, /onerror/i, /onclick/i, /onmouseover/i, /javascript:/i, /<iframe/i, /<style/i, /style=/i, /alert\(/];

describe.each(DB_KINDS)('hostile content in the catalogue on %s', (kind) => {
  let shop: TestApp;
  let productId: number;

  beforeAll(async () => {
    shop = await buildTestApp(kind);
    const { db } = shop.database;
    await insertReference(db);
    await db.update(brands).set({ name: `Barkley${SCRIPT}` }).where(eq(brands.id, BRAND.barkley));
    await db.update(categories).set({ name: `Dry <b onclick="alert(1)">Food</b>` }).where(eq(categories.id, CAT.dry));
    await db.update(metas).set({ name: `New${IMG}` }).where(eq(metas.id, META.newBadge));
    await db.update(attributes).set({ name: `Red${SCRIPT}`, value: 'red;background:url(javascript:alert(1))' }).where(eq(attributes.id, ATTR.red));
    await db.update(attributes).set({ description: `Offer ${LINK}` }).where(eq(attributes.id, ATTR.offer));
    productId = await insertProduct(db, {
      slug: 'trojan-bowl',
      name: `${SCRIPT}Trojan <b>Bowl</b>${IMG}`,
      brandId: BRAND.barkley,
      createdAt: at(1),
      excerpt: hostile('Sturdy bowl'),
      introduction: hostile('Made of steel'),
      metaDescription: `Steel bowl${SCRIPT}`,
      categoryIds: [CAT.dry],
      metaIds: [META.newBadge],
      variants: [
        { sku: 'TB-RED', priceFils: 1000, attributeIds: [ATTR.red, ATTR.small] },
        { sku: `TB-OFFER${SCRIPT}`, priceFils: 9000, attributeIds: [ATTR.offer] },
      ],
      reviews: [{ customerName: `Eve${IMG}`, comment: `Great ${SCRIPT}bowl`, rate: 5, createdAt: at(2) }],
      faqs: [{ question: `Dishwasher safe?${SCRIPT}`, answer: hostile('Yes') }],
      tabs: [{ tabName: `Details${IMG}`, content: hostile('18/8 steel') }],
    });
  });

  afterAll(async () => {
    await shop.close();
  });

  const answers = async () => [
    await shop.app.inject({ method: 'GET', url: '/api/product/productlist' }),
    await shop.app.inject({ method: 'GET', url: '/api/product/productlist?slug=trojan-bowl' }),
    await shop.app.inject({ method: 'GET', url: '/api/product/productlist?term=trojan&cid=4' }),
    await shop.app.inject({ method: 'POST', url: '/api/product/wishlist', payload: { localwish: `[${productId}]` } }),
  ];

  it('lets no script, event handler, javascript: URL, style or frame through', async () => {
    for (const res of await answers()) {
      expect(res.statusCode).toBe(200);
      expect((res.json() as ProductList).count).toBe(1);
      for (const marker of FORBIDDEN) expect(res.body).not.toMatch(marker);
    }
  });

  it('keeps the harmless text and markup of every field', async () => {
    const [res] = await answers();
    const [product] = (res.json() as ProductList).products;
    const safe = (text: string) => `<p>${text}</p><img src="x" /><a>click</a>`;
    expect(product).toMatchObject({
      name: 'Trojan Bowl',
      brand: { id: BRAND.barkley, name: 'Barkley' },
      excerpt: safe('Sturdy bowl'),
      introduction: safe('Made of steel'),
      meta_description: 'Steel bowl',
      categories: [{ id: CAT.dry, name: 'Dry Food' }],
      metas: [{ id: META.newBadge, name: 'New' }],
      reviews: [{ customer_name: 'Eve', comment: 'Great bowl' }],
      faqs: [{ question: 'Dishwasher safe?', answer: safe('Yes') }],
      product_tabs: [{ tab_name: 'Details', content: safe('18/8 steel') }],
    });
    expect(product.product_attributes.map((v) => [v.attribute_name, v.attribute_value, v.attribute_description, v.sku])).toEqual([
      ['Red / S', null, null, 'TB-RED'],
      ['Buy 10 + 2 free', null, 'Offer click', 'TB-OFFER'],
    ]);
    expect(product.attributes[0]).toMatchObject({ id: ATTR.red, name: 'Red', value: null });
  });
});
