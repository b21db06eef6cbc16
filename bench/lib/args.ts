// Command line of `npm run bench -- [api] [web] [lighthouse] [report] [options]`: which parts
// run (all of them when none is named) and the settings of each.
import { parseArgs } from 'node:util';

export const PARTS = ['api', 'web', 'lighthouse', 'report'] as const;
export type Part = (typeof PARTS)[number];
export type DbKind = 'pglite' | 'postgres';

export interface BenchOptions {
  parts: Part[];
  products: number[];
  dbs: DbKind[];
  scenarios: string[] | null;
  connections: number;
  durationSec: number;
  warmupSec: number;
  runs: number;
  keep: boolean;
  readme: boolean;
}

export const USAGE = `Usage: npm run bench -- [api] [web] [lighthouse] [report] [options]

  api            API throughput and latency against a real server, with the ceiling endpoint
  web            first-load JavaScript (gzip) of the home, shop, product and cart routes
  lighthouse     Lighthouse 12, desktop and mobile presets, on home, a shop listing and a product
  report         print the markdown tables of the latest results in bench/results/
                 (no part named: api, web and lighthouse, then the report)

  --products 10000,100000   catalogue sizes for the api part
  --db pglite,postgres      databases for the api part
  --scenario NAME[,NAME]    only these api scenarios (productlist, category, search,
                            search-terms, search-mix, suggest, slug, guest-cart,
                            customer-cart, order)
  --connections 50          concurrent connections of autocannon
  --duration 10             seconds measured per scenario (after the warm-up)
  --warmup 2                seconds of warm-up per scenario, not measured
  --runs 5                  Lighthouse runs per page and preset (the median is reported)
  --keep                    keep the temporary data directories and server logs
  --readme                  also write the tables into README.md (between its bench markers)
`;

/** Seconds measured per api scenario unless `--duration` says otherwise. */
export const DEFAULT_DURATION_SEC = 10;

function list(raw: string | undefined, fallback: string): string[] {
  return (raw ?? fallback).split(',').map((part) => part.trim()).filter(Boolean);
}

function number(raw: string | undefined, fallback: number, name: string, min = 1): number {
  if (raw === undefined) return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isFinite(value) || value < min) throw new Error(`--${name} must be a number of at least ${min} (got "${raw}")`);
  return value;
}

export function readOptions(argv: string[]): BenchOptions | null {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      products: { type: 'string' }, db: { type: 'string' }, scenario: { type: 'string' },
      connections: { type: 'string' }, duration: { type: 'string' }, warmup: { type: 'string' },
      runs: { type: 'string' }, keep: { type: 'boolean', default: false }, readme: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return null;
  const unknown = positionals.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length) throw new Error(`Unknown part "${unknown[0]}"`);
  const dbs = list(values.db, 'pglite,postgres');
  for (const db of dbs) if (db !== 'pglite' && db !== 'postgres') throw new Error(`--db takes pglite and postgres (got "${db}")`);
  return {
    parts: positionals.length ? (positionals as Part[]) : ['api', 'web', 'lighthouse', 'report'],
    products: list(values.products, '10000,100000').map((p) => number(p, 0, 'products')),
    dbs: dbs as DbKind[],
    scenarios: values.scenario ? list(values.scenario, '') : null,
    connections: number(values.connections, 50, 'connections'),
    durationSec: number(values.duration, DEFAULT_DURATION_SEC, 'duration'),
    warmupSec: number(values.warmup, 2, 'warmup', 0),
    runs: number(values.runs, 5, 'runs'),
    keep: values.keep,
    readme: values.readme,
  };
}
