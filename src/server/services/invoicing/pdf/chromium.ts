// Renders HTML to an A4 PDF in headless Chromium. The browser is found in this order:
// CHROMIUM_PATH, Debian's /usr/bin/chromium, then the one playwright-core knows of (a
// Chromium installed through npm); one browser serves many documents and is closed after.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.CHROMIUM_PATH, '/usr/bin/chromium', safeBundledPath()];
  return candidates.find((p): p is string => typeof p === 'string' && p !== '' && existsSync(p)) ?? null;
}

function safeBundledPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export interface PdfRenderer {
  render(html: string): Promise<Buffer>;
  /** False once the browser has gone (crashed, killed): it renders nothing more. */
  connected(): boolean;
  close(): Promise<void>;
}

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync'];

export async function chromiumRenderer(executablePath = findChromium()): Promise<PdfRenderer> {
  if (!executablePath) throw new Error('No Chromium found: set CHROMIUM_PATH or install Debian\'s chromium package');
  const browser: Browser = await chromium.launch({ executablePath, headless: true, args: ARGS });
  return {
    async render(html: string): Promise<Buffer> {
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        // The page is self-contained: anything it would fetch from outside is refused.
        await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
        await page.setContent(html, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready).catch(() => undefined);
        return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      } finally {
        await context.close();
      }
    },
    connected: () => browser.isConnected(),
    close: () => browser.close(),
  };
}
