// Hostile product content in a real browser: a product whose name, excerpt, introduction, tabs
// and FAQs carry scripts, event handlers and javascript: URLs is written through the back-office
// API, then its listing, its product page, a customer's cart and the back-office editor are opened
// in Chromium. No dialog opens, no injected script runs, and no element carries an on*
// attribute or a javascript: URL.
import type { Page } from 'playwright-core';
import { DESKTOP, logInThroughForm, newPage, settle, useBrowser } from '../support/browser';
import { apiCall, approvedCompany, staffLogin } from '../support/e2e-accounts';

jest.setTimeout(150_000);

const RUN = '__xss';
const PAYLOADS = [
  `<script>window.${RUN}=1;alert(1)</script>`,
  `<img src=x onerror="window.${RUN}=1;alert(2)">`,
  `<svg onload="window.${RUN}=1"><circle r=1></svg>`,
  `<a href="javascript:window.${RUN}=1" onclick="window.${RUN}=1">link</a>`,
  `<a href="JaVaScRiPt:window.${RUN}=1">case</a><a href="&#106;avascript:window.${RUN}=1">entity</a>`,
  `<iframe srcdoc="<script>parent.${RUN}=1</script>"></iframe>`,
  `<details open ontoggle="window.${RUN}=1">toggle</details>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.${RUN}=1"></style></mglyph></table></mtext></math>`,
  `"><img src=x onerror=window.${RUN}=1>`,
  `<form action="javascript:window.${RUN}=1"><button formaction="javascript:window.${RUN}=1">go</button></form>`,
].join('');
const HOSTILE_NAME = `<img src=x onerror="window.${RUN}=1">Trojan Bowl<script>window.${RUN}=1</script>`;
const SLUG = `trojan-bowl-${Date.now().toString(36)}`;

const browser = useBrowser();
let productId: number;
/** A category of its own, outside Dog and Cat, so the other files' listings never see the product. */
let categoryId: number;
const dialogs: string[] = [];

/** Everything the page could run: handler attributes and script URLs on any element. */
async function activeContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
        if (attribute.name.toLowerCase().startsWith('on')) found.push(`${element.tagName} ${attribute.name}`);
        if (/^(javascript|vbscript):/.test(value)) found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
        if (attribute.name.toLowerCase() === 'srcdoc') found.push(`${element.tagName} srcdoc`);
      }
      const script = element.tagName === 'SCRIPT' ? (element as HTMLScriptElement) : null;
      if (script && !script.src) {
        // The product page's schema.org data is a data block the browser never runs; it must
        // still be one whole JSON value (hostile text inside cannot have ended it early).
        if (script.type === 'application/ld+json') {
          try {
            JSON.parse(script.textContent ?? '');
          } catch {
            found.push(`broken data block: ${script.textContent?.slice(0, 80)}`);
          }
        } else found.push(`inline script: ${script.textContent?.slice(0, 80)}`);
      }
      if (['IFRAME', 'OBJECT', 'EMBED'].includes(element.tagName)) found.push(element.tagName);
    }
    return found;
  });
}

async function expectNothingRan(page: Page): Promise<void> {
  await settle(page);
  expect(await page.evaluate((name) => (window as unknown as Record<string, unknown>)[name], RUN)).toBeUndefined();
  expect(await activeContent(page)).toEqual([]);
  expect(dialogs).toEqual([]);
}

async function opened(): Promise<Page> {
  const { page } = await newPage(browser.context, { viewport: DESKTOP });
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return page;
}

beforeAll(async () => {
  const token = await staffLogin();
  const category = await apiCall<{ category: { id: number } }>('POST', '/api/admin/categories', { name: `XSS probe ${Date.now()}`, slug: `xss-probe-${Date.now()}`, parent_id: null, sort: 99 }, token);
  categoryId = category.data.category.id;
  const { data } = await apiCall<{ types: Array<{ id: number; type: number }> }>('GET', '/api/admin/attributes', undefined, token);
  const plain = data.types.find((t) => t.type === 2)!;
  const attribute = await apiCall<{ attribute: { id: number } }>('POST', '/api/admin/attributes', { type_id: plain.id, name: `XXL ${Date.now()}<img src=x onerror=window.${RUN}=1>`, description: PAYLOADS }, token);
  const created = await apiCall<{ status: number; product: { id: number } }>('POST', '/api/admin/products', {
    slug: SLUG, name: HOSTILE_NAME, brand_id: null, excerpt: `<p>Sturdy</p>${PAYLOADS}`, introduction: `<p>Made of steel</p>${PAYLOADS}`,
    meta_description: `Bowl<script>window.${RUN}=1</script>`, direct_fast: false, active: true, category_ids: [categoryId], meta_ids: [],
    tabs: [
      { tab_name: `Details<svg onload=window.${RUN}=1>`, content: `<p>18/8 steel</p>${PAYLOADS}` },
      { tab_name: 'Care', content: `<p>Dishwasher safe</p>${PAYLOADS}` },
    ],
    faqs: [{ question: `Safe?<script>window.${RUN}=1</script>`, answer: `<p>Yes</p>${PAYLOADS}` }],
    variants: [{ sku: `TROJAN-${Date.now()}`, stock: 50, price: 12, sale_price: null, b2b_price: null, b2b_sale_price: null, attribute_ids: [attribute.data.attribute.id], thumbnail: null }],
  }, token);
  expect(created.data.status).toBe(1);
  productId = created.data.product.id;
});

afterAll(async () => {
  // The e2e shop is shared by every file: the product goes again.
  const token = await staffLogin();
  if (productId) await apiCall('DELETE', `/api/admin/products/${productId}`, undefined, token);
  if (categoryId) await apiCall('DELETE', `/api/admin/categories/${categoryId}`, undefined, token);
});

describe('hostile product content in Chromium', () => {
  it('runs nothing on the listing, where the product shows by its plain name', async () => {
    const page = await opened();
    await page.goto(`/shop/${categoryId}`);
    await page.locator('main article[aria-label="Trojan Bowl"]').first().waitFor();
    await expectNothingRan(page);
    await page.close();
  });

  it('runs nothing on the product page, with every tab and FAQ opened', async () => {
    const page = await opened();
    await page.goto(`/product/${SLUG}`);
    await page.getByRole('heading', { name: 'Trojan Bowl' }).first().waitFor();
    await page.getByText('Made of steel').waitFor();
    for (const tab of ['Details', 'Care']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel').getByText(tab === 'Care' ? 'Dishwasher safe' : '18/8 steel').waitFor();
      await expectNothingRan(page);
    }
    await page.getByText('Safe?').first().click();
    await page.getByText('Yes', { exact: true }).first().waitFor();
    await expectNothingRan(page);
    // Hovering and clicking the remains of the links starts nothing either.
    for (const text of ['link', 'case', 'entity']) {
      const target = page.getByText(text, { exact: true }).first();
      if (await target.count()) await target.click();
    }
    expect(page.url()).toContain(`/product/${SLUG}`);
    await expectNothingRan(page);
    await page.close();
  });

  it("runs nothing in a customer's cart that holds it", async () => {
    const company = await approvedCompany('xss');
    const page = await opened();
    await logInThroughForm(page, company, { home: true });
    await page.goto(`/product/${SLUG}`);
    await page.getByRole('button', { name: /^Add .* to cart$/ }).click();
    await page.getByText('Product added').first().waitFor();
    await expectNothingRan(page);
    await page.goto('/cart');
    await page.getByText('Trojan Bowl').first().waitFor();
    await expectNothingRan(page);
    await page.close();
  });

  it('shows the stored text in the back-office editor as text, and runs nothing there', async () => {
    const page = await opened();
    await page.goto('/admin');
    await page.getByLabel(/^Email/).fill(process.env.E2E_ADMIN_EMAIL as string);
    await page.getByLabel(/^Password/).fill(process.env.E2E_ADMIN_PASSWORD as string);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('navigation').getByRole('link', { name: 'Customers' }).waitFor();
    await page.goto(`/admin/products/${productId}`);
    // The editor holds the name exactly as stored, as the value of a text field.
    await page.waitForFunction((name) => Array.from(document.querySelectorAll('input')).some((input) => input.value === name), HOSTILE_NAME);
    await expectNothingRan(page);
    await page.goto('/admin/products');
    await page.getByRole('link', { name: HOSTILE_NAME }).first().waitFor();
    await expectNothingRan(page);
    await page.close();
  });
});
