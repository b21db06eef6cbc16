// Chromium for e2e tests: Debian's own binary driven by playwright-core (no browser downloads).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../src/shared/constants';
import { e2eBaseUrl } from './e2e-server';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 375, height: 812 } as const;

const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export interface E2EBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<E2EBrowser> {
  const profileDir = await mkdtemp(path.join(tmpdir(), 'shop-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: e2eBaseUrl(),
  });
  // Shorter than jest's test timeout, so a missing element fails with Playwright's own message.
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  return {
    context,
    async close() {
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
    },
  };
}

export interface TrackedPage {
  page: Page;
  /** Console errors and uncaught page errors, in the order they happened. */
  errors: string[];
}

export async function newPage(
  context: BrowserContext,
  opts: { viewport?: { width: number; height: number } } = {},
): Promise<TrackedPage> {
  const page = await context.newPage();
  await page.setViewportSize(opts.viewport ?? DESKTOP);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  return { page, errors };
}

/** Lets scroll and resize handlers run: two animation frames cover a rAF-throttled listener. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, y);
  await settle(page);
}

export function hasClass(page: Page, selector: string, className: string): Promise<boolean> {
  return page.$eval(selector, (el, name) => el.classList.contains(name), className);
}

/**
 * One Chromium for the test file: launched before its first test, closed after its last.
 * The returned object reads the running browser's context.
 */
export function useBrowser(): Pick<E2EBrowser, 'context'> {
  let browser: E2EBrowser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get context() {
      if (!browser) throw new Error('The browser is launched in beforeAll; use it inside a test or hook.');
      return browser.context;
    },
  };
}

/** Logs in through the login form; with `home`, waits for the shop to send the customer home. */
export async function logInThroughForm(page: Page, who: { email: string; password: string }, opts: { home?: boolean } = {}): Promise<void> {
  // Tests of one file share a browser: a customer an earlier test left logged in would be sent
  // from /login to the dashboard, so that session is forgotten first (the guest's lists stay).
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.evaluate((keys) => keys.forEach((key) => window.localStorage.removeItem(key)), [STORAGE_KEYS.token, 'customer']);
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel(/^Email/).fill(who.email);
  await form.getByLabel(/^Password/).fill(who.password);
  await form.getByRole('button', { name: 'Login' }).click();
  if (opts.home) await page.waitForURL((url) => url.pathname === '/');
}

/** Runs the work on a fresh page of the given size, closing the page afterwards whatever happens. */
export async function withPage(context: BrowserContext, viewport: { width: number; height: number }, run: (page: Page) => Promise<void>): Promise<void> {
  const { page } = await newPage(context, { viewport });
  try {
    await run(page);
  } finally {
    await page.close();
  }
}
