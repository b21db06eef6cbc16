// Lighthouse 12 on the built storefront served by the real server with the demo catalogue:
// home, a shop listing and a product page, desktop and mobile presets, N runs each, the median
// of every figure reported. Chromium is Debian's; nothing is fetched from outside the machine.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, stopServer } from '../../__tests__/support/e2e-server';
import { repoRoot } from '../api/database';
import type { BenchOptions } from '../lib/args';
import { log, runInfo, writeResult } from '../lib/results';

export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const PRESETS = ['desktop', 'mobile'] as const;

export interface LighthousePage {
  page: string; path: string; preset: (typeof PRESETS)[number];
  performance: number; accessibility: number; bestPractices: number; seo: number;
  lcpMs: number; tbtMs: number; cls: number;
  /** Lighthouse's measure of this machine's speed during the runs (lower is slower; busy machines score low). */
  benchmarkIndex: number;
}
export interface LighthouseResult { version: string; runs: number; run: ReturnType<typeof runInfo>; pages: LighthousePage[] }

type Figures = Omit<LighthousePage, 'page' | 'path' | 'preset'>;

interface Lhr {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function figuresOf(lhr: Lhr): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')), tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  };
}

function medianFigures(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0]) as Array<keyof Figures>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Figures;
}

export async function runLighthouse(opts: BenchOptions): Promise<LighthouseResult> {
  if (!opts.parts.includes('web')) {
    log('lighthouse: production build');
    execFileSync(path.join(repoRoot, 'node_modules/.bin/webpack'), ['--mode', 'production'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'petora-bench-lh-'));
  log('lighthouse: starting the server with the demo catalogue (the first start renders it, about a minute)');
  const server = await startServer({ dataDir, logFile: path.join(dataDir, 'server.log'), readyTimeoutMs: 600_000, env: { SEED: 'demo', LOG_LEVEL: 'warn' } });
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');
  // A fresh browser for every run, as the Lighthouse CLI does; a run whose trace came out
  // broken (NO_NAVSTART and the like happen on a busy machine) is tried again.
  const audit = async (url: string, preset: (typeof PRESETS)[number]): Promise<Lhr> => {
    let problem = 'no result';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
      try {
        const result = await lighthouse(url, {
          port: chrome.port, output: 'json', logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        }, preset === 'desktop' ? desktopConfig : undefined);
        const lhr = result?.lhr as Lhr | undefined;
        if (lhr && !lhr.runtimeError) return lhr;
        problem = lhr?.runtimeError?.message ?? problem;
        log(`lighthouse: attempt ${attempt} on ${url} (${preset}) failed: ${problem}`);
      } finally {
        chrome.kill();
      }
    }
    throw new Error(`Lighthouse failed on ${url}: ${problem}`);
  };
  try {
    const listing = (await (await fetch(`${server.baseUrl}/api/product/productlist?p=1`)).json()) as { products: Array<{ slug: string }> };
    const pages = [['home', '/'], ['shop listing', '/shop/4'], ['product', `/product/${listing.products[0].slug}`]] as const;
    const out: LighthousePage[] = [];
    let version = '';
    for (const [page, pathname] of pages) {
      for (const preset of PRESETS) {
        const runs: Figures[] = [];
        for (let i = 0; i < opts.runs; i += 1) {
          const lhr = await audit(`${server.baseUrl}${pathname}`, preset);
          version = lhr.lighthouseVersion;
          runs.push(figuresOf(lhr));
        }
        const figures = medianFigures(runs);
        log(`lighthouse ${page} ${preset}: ${JSON.stringify(figures)}`);
        out.push({ page, path: pathname, preset, ...figures });
      }
    }
    const result: LighthouseResult = { version, runs: opts.runs, run: runInfo(), pages: out };
    log(`wrote ${writeResult('lighthouse', result)}`);
    return result;
  } finally {
    await stopServer(server);
    if (!opts.keep) rmSync(dataDir, { recursive: true, force: true });
  }
}
