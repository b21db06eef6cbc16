// Script, event-handler and javascript: payloads written through the back office into every
// HTML field and name of a product: no storefront answer carries them (listings, the product
// page, wishlists, carts, orders, the back-office order list), while the harmless text stays.
// The back-office editor alone gets the stored text as written, since that is what it edits.
import { sql } from 'drizzle-orm';
import { DB_KINDS } from '../../support/test-db';
import { type HardeningShop, hardeningShop } from './hardening-shop';

const SCRIPT = '<script>window.__xss=1;alert(1)</script>';
const PAYLOADS = [
  SCRIPT,
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"><circle r=1></svg>',
  '<a href="javascript:window.__xss=1" onclick="window.__xss=1">a</a>',
  '<a href="JaVaScRiPt:window.__xss=1">b</a><a href="&#106;avascript:window.__xss=1">c</a><a href=" javascript:alert(1)">d</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<details open ontoggle="window.__xss=1">e</details><form action="javascript:alert(1)"><button>f</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1"></style></mglyph></table></mtext></math>',
  '"><script>window.__xss=1</script>',
  '<p style="background:url(javascript:alert(1))">g</p><object data="javascript:alert(1)"></object>',
].join('');

/** Markers of anything that could run: none may be in a storefront answer. */
export const FORBIDDEN = [/<script/i, /\son[a-z]+\s*=/i, /javascript:/i, /&#106;/i, /<iframe/i, /srcdoc/i, /<svg/i, /<math/i, /<style/i, /<object/i, /<form/i, /style=/i];

describe.each(DB_KINDS)('hostile product content written through the back office on %s', (kind) => {
  let h: HardeningShop;
  let productId: number;
  let aid: number;
  let input: Record<string, unknown>;

  beforeAll(async () => {
    h = await hardeningShop(kind);
    const [size] = (await h.shop.database.db.execute<{ id: number }>(sql`select id from attribute_types where name = 'Size'`)).rows;
    const attribute = await h.call('POST', '/api/admin/attributes', { token: h.staff, body: { type_id: size.id, name: `XL${SCRIPT}`, description: PAYLOADS } });
    const attributeId = (attribute.json() as { attribute: { id: number } }).attribute.id;
    input = {
      slug: 'trojan-bowl', name: `${SCRIPT}Trojan <b onclick="window.__xss=1">Bowl</b>`, brand_id: h.world.brandId,
      excerpt: `<p>Sturdy</p>${PAYLOADS}`, introduction: `<p>Steel</p>${PAYLOADS}`, meta_description: `Bowl${SCRIPT}`,
      direct_fast: false, active: true, category_ids: [h.world.categoryId], meta_ids: [h.world.metaId],
      tabs: [{ tab_name: `Details<img src=x onerror="window.__xss=1">`, content: `<p>18/8</p>${PAYLOADS}` }],
      faqs: [{ question: `Safe?${SCRIPT}`, answer: `<p>Yes</p>${PAYLOADS}` }],
      variants: [{ sku: 'TROJAN-XL', stock: 20, price: 10, sale_price: null, b2b_price: null, b2b_sale_price: null, attribute_ids: [attributeId], thumbnail: null }],
    };
    const created = await h.call('POST', '/api/admin/products', { token: h.staff, body: input });
    expect(created.json()).toMatchObject({ status: 1 });
    ({ id: productId, variants: [{ id: aid }] } = (created.json() as { product: { id: number; variants: Array<{ id: number }> } }).product);
  });

  afterAll(async () => {
    await h.shop.close();
  });

  it('sanitizes every storefront answer that shows the product', async () => {
    const { fuzzer } = h;
    const answers = [
      await h.call('GET', '/api/product/productlist'),
      await h.call('GET', '/api/product/productlist?slug=trojan-bowl'),
      await h.call('GET', '/api/product/productlist?term=trojan', { token: fuzzer.token }),
      await h.call('POST', '/api/product/wishlist', { body: { localwish: `[${productId}]` } }),
      await h.call('POST', '/api/cart/cartlist', { body: { localcart: JSON.stringify([{ aid, count: 1 }]) } }),
      await h.call('POST', '/api/cart/addtocart', { token: fuzzer.token, body: { aid, count: 2 } }),
      await h.call('GET', '/api/cart/cartlist', { token: fuzzer.token }),
      await h.call('POST', '/api/order/add', { token: fuzzer.token, body: { address: 'Depot 1' } }),
      await h.call('GET', '/api/order/orderslist', { token: fuzzer.token }),
      await h.call('GET', '/api/admin/orders', { token: h.staff }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/Trojan Bowl/);
      for (const marker of FORBIDDEN) expect({ url: res.raw.req.url, marker: String(marker), found: marker.test(res.body) }).toMatchObject({ found: false });
    }
    const order = (answers[7].json() as { order: { order_id: number; details: Array<{ product_name: string; attributes: Array<{ name: string }> }> } }).order;
    expect(order.details).toEqual([expect.objectContaining({ product_name: 'Trojan Bowl', attributes: [expect.objectContaining({ name: 'XL' })] })]);
    const read = await h.call('GET', `/api/order/${order.order_id}`, { token: fuzzer.token });
    for (const marker of FORBIDDEN) expect(read.body).not.toMatch(marker);
  });

  it('keeps the harmless text and markup of each field', async () => {
    const [product] = ((await h.call('GET', '/api/product/productlist?slug=trojan-bowl')).json() as { products: Array<Record<string, unknown>> }).products;
    expect(product).toMatchObject({
      name: 'Trojan Bowl', meta_description: 'Bowl',
      excerpt: expect.stringMatching(/^<p>Sturdy<\/p>/), introduction: expect.stringMatching(/^<p>Steel<\/p>/),
      product_tabs: [{ tab_name: 'Details', content: expect.stringMatching(/^<p>18\/8<\/p>/) }],
      faqs: [{ question: 'Safe?', answer: expect.stringMatching(/^<p>Yes<\/p>/) }],
    });
  });

  it('gives the back-office editor the text exactly as it was written', async () => {
    const res = await h.call('GET', `/api/admin/products/${productId}`, { token: h.staff });
    expect(res.json()).toMatchObject({ name: input.name, excerpt: input.excerpt, introduction: input.introduction, tabs: input.tabs, faqs: input.faqs });
  });
});
