// Screen details a buyer meets in a real browser: the hover picture of every card of a shop
// listing, the home page read on a phone, and a quantity typed into the cart control.
import type { Page } from 'playwright-core';
import type { ProductList } from '../../src/shared/api-types';
import { DESKTOP, logInThroughForm, newPage, PHONE, useBrowser } from '../support/browser';
import { approvedCompany } from '../support/e2e-accounts';
import { productWithOneArticle } from '../support/e2e-catalogue';
import { getJson } from '../support/e2e-server';

jest.setTimeout(180_000);

const browser = useBrowser();
const imageCount = (images: string) => images.split(',').filter((src) => src.trim()).length;
const srcOf = (page: Page, name: string) =>
  page.locator(`main article[aria-label="${name.replace(/"/g, '\\"')}"] img`).first().getAttribute('src');

describe('the product card on a shop listing', () => {
  it('swaps to another picture on hover for every card with a second image, and back', async () => {
    const { products } = await getJson<ProductList>('/api/product/productlist?cid=4&p=1');
    const multi = products.filter((p) => imageCount(p.images) >= 2);
    expect(multi.length).toBeGreaterThan(1);
    const { page } = await newPage(browser.context, { viewport: DESKTOP });
    await page.goto('/shop/4');
    await page.locator('main article').first().waitFor();
    const stuck: string[] = [];
    for (const product of multi) {
      const card = page.locator(`main article[aria-label="${product.name.replace(/"/g, '\\"')}"]`);
      await card.scrollIntoViewIfNeeded();
      const before = await srcOf(page, product.name);
      await card.locator('img').first().hover();
      const during = await srcOf(page, product.name);
      await page.mouse.move(0, 0);
      const after = await srcOf(page, product.name);
      if (during === before || after !== before) stuck.push(`${product.name}: ${before} -> ${during} -> ${after}`);
    }
    expect(stuck).toEqual([]);
    await page.close();
  });
});

describe('the home page on a phone', () => {
  it('shows "Why retailers" slides at least 260 px wide and brand logos at least 48 px high', async () => {
    const { page } = await newPage(browser.context, { viewport: PHONE });
    await page.goto('/');
    for (const id of ['home-promises', 'home-brands']) {
      const section = page.locator(`section[aria-labelledby="${id}"]`);
      await section.scrollIntoViewIfNeeded();
      await section.locator('.slick-initialized').waitFor();
    }
    const slide = await page.locator('section[aria-labelledby="home-promises"] .slick-slide.slick-active').first().boundingBox();
    expect(slide!.width).toBeGreaterThanOrEqual(260);
    const logo = page.locator('section[aria-labelledby="home-brands"] .slick-slide.slick-active img').first();
    await page.waitForFunction((el) => (el as HTMLImageElement).complete, await logo.elementHandle());
    expect((await logo.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    await page.close();
  });
});

describe('a typed quantity', () => {
  it('sets the count of a card in one go, and the arrow keys step it', async () => {
    const company = await approvedCompany('typed');
    const single = await productWithOneArticle();
    const { page } = await newPage(browser.context, { viewport: DESKTOP });
    await logInThroughForm(page, company, { home: true });
    await page.goto(`/product/${single.slug}`);
    const main = page.locator('main');
    const add = main.getByRole('button', { name: /^Add .* to cart$/ }).first();
    // Its words are set as one line of text: as wide as "Add to cart" alone in its font, no gap added between them.
    const widths = await add.evaluate((button) => {
      // From the left of its first visible word to the right of its last (the label between is hidden).
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      const texts: Node[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node.parentElement as HTMLElement).getBoundingClientRect().width > 1 && node.textContent!.trim() !== '') texts.push(node);
      }
      const rectOf = (node: Node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return range.getBoundingClientRect();
      };
      const drawn = rectOf(texts[texts.length - 1]).right - rectOf(texts[0]).left;
      const alone = document.createElement('span');
      const style = getComputedStyle(button);
      Object.assign(alone.style, { font: style.font, textTransform: style.textTransform, letterSpacing: style.letterSpacing, position: 'absolute', whiteSpace: 'nowrap' });
      alone.textContent = 'Add to cart';
      document.body.append(alone);
      const width = alone.getBoundingClientRect().width;
      alone.remove();
      return { drawn, alone: width };
    });
    expect(Math.abs(widths.drawn - widths.alone)).toBeLessThan(1);
    await add.click();
    const quantity = main.getByRole('spinbutton', { name: /^Quantity of / }).first();
    await quantity.fill('240');
    await quantity.press('Enter');
    await page.getByRole('button', { name: 'Cart', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await page.waitForFunction(() => (document.querySelector('[role="dialog"] input[type="number"]') as HTMLInputElement | null)?.value === '240');
    // The cart page is a full load: it may only open once the server has taken the new count.
    const saved = page.waitForResponse((res) => res.url().includes('/api/cart/addtocart') && (res.request().postData() ?? '').includes('"count":241'));
    await drawer.getByRole('spinbutton').press('ArrowUp');
    await page.waitForFunction(() => (document.querySelector('[role="dialog"] input[type="number"]') as HTMLInputElement | null)?.value === '241');
    expect((await saved).ok()).toBe(true);
    await page.goto('/cart');
    const line = page.getByRole('spinbutton', { name: /^Quantity of / }).first();
    await page.waitForFunction(() => (document.querySelector('main input[type="number"]') as HTMLInputElement | null)?.value === '241');
    expect(await line.inputValue()).toBe('241');
    await page.close();
  });
});

describe('the footer', () => {
  it.each([[DESKTOP], [PHONE], [{ width: 1440, height: 900 }]])('lines the promise strip up with the page container at %o', async (viewport) => {
    const { page } = await newPage(browser.context, { viewport });
    await page.goto('/about-us');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const edges = await page.evaluate(() => {
      const contentStart = (el: Element) => el.getBoundingClientRect().left + parseFloat(getComputedStyle(el).paddingLeft);
      const strip = document.querySelector('footer > section > ul')!;
      const columns = document.querySelector('footer > div > div')!;
      return { strip: Math.round(contentStart(strip)), firstPromise: Math.round(strip.querySelector('li')!.getBoundingClientRect().left), columns: Math.round(contentStart(columns)) };
    });
    expect(edges).toEqual({ strip: edges.columns, firstPromise: edges.columns, columns: edges.columns });
    await page.close();
  });
});
