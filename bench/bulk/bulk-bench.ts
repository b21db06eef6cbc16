// npx tsx bench/bulk/bulk-bench.ts [--db pglite|postgres] [--lines 200] [--requests 200] [--concurrency 4] [--articles 2000]
// Latency of POST /api/cart/bulk with a quick order of `--lines` lines: the real app and
// database, requests through app.inject (no sockets), `--concurrency` customers ordering at
// once, each into their own cart. Prints p50/p99 and keeps the result in bench/results/.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testConfig, writeTestStaticDir } from '../../__tests__/support/test-app';
import { buildApp } from '../../src/server/app';
import { migrateDatabase } from '../../src/server/db/client';
import { customers, products, variants } from '../../src/server/db/schema';
import { customerSessionToken } from '../../src/server/services/auth/sessions';
import { createBenchDatabase } from '../api/database';
import type { DbKind } from '../lib/args';
import { log, writeResult } from '../lib/results';
import { runMain } from '../lib/run-main';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main(): Promise<void> {
  const kind = (process.argv.includes('--db') ? process.argv[process.argv.indexOf('--db') + 1] : 'pglite') as DbKind;
  const lines = option('lines', 200);
  const requests = option('requests', 200);
  const concurrency = option('concurrency', 4);
  const articles = Math.max(option('articles', 2000), lines);
  const bench = await createBenchDatabase(kind);
  const database = await bench.open();
  const root = mkdtempSync(path.join(tmpdir(), 'petora-bulk-bench-'));
  writeTestStaticDir(path.join(root, 'dist'));
  const config = testConfig(root, { dbPoolMax: Math.max(2, concurrency) });
  try {
    await migrateDatabase(database);
    const { db } = database;
    const [product] = await db.insert(products).values({ slug: 'bench-bulk', name: 'Bench bulk' }).returning();
    for (let i = 0; i < articles; i += 1000) {
      const count = Math.min(1000, articles - i);
      await db.insert(variants).values(Array.from({ length: count }, (_, k) => ({
        productId: product.id, sku: `BULK-${i + k}`, stock: 1_000_000, priceFils: 1000 + k, position: i + k,
      })));
    }
    const tokens: string[] = [];
    for (let c = 0; c < concurrency; c += 1) {
      const [row] = await db.insert(customers).values({ email: `bulk-${c}@bench.example`, name: 'Bench', companyName: 'Bench', countryId: 225, passwordHash: 'x', state: 'active' }).returning();
      tokens.push(await customerSessionToken(db, config.jwtSecret, row.id, { name: 'Bench', company_name: 'Bench', lisence_number: null, otrn_number: null, country_id: 225, mobile: null, email: row.email }));
    }
    const app = await buildApp(config, { database, logger: false });
    await app.ready();
    const times: number[] = [];
    let next = 0;
    let failed = 0;
    const worker = async (token: string) => {
      while (next < requests) {
        const n = next++;
        // A different window of the catalogue each time, as different weekly orders would be.
        const start = (n * 37) % (articles - lines + 1);
        const body = { lines: Array.from({ length: lines }, (_, k) => ({ sku: `BULK-${start + k}`, count: 1 })) };
        const began = process.hrtime.bigint();
        const res = await app.inject({ method: 'POST', url: '/api/cart/bulk', payload: body, headers: { authorization: `Bearer ${token}` } });
        times.push(Number(process.hrtime.bigint() - began) / 1e6);
        if (res.statusCode !== 200) failed += 1;
      }
    };
    await Promise.all(tokens.map((token) => worker(token)));
    await app.close();
    const sorted = [...times].sort((a, b) => a - b);
    const result = {
      db: kind, lines, requests, concurrency, articles, failed, measured: new Date().toISOString(),
      p50_ms: Number(percentile(sorted, 50).toFixed(1)), p99_ms: Number(percentile(sorted, 99).toFixed(1)),
      mean_ms: Number((times.reduce((a, b) => a + b, 0) / times.length).toFixed(1)),
    };
    log(`bulk ${lines} lines on ${kind}: p50 ${result.p50_ms} ms, p99 ${result.p99_ms} ms over ${requests} calls, ${concurrency} at once, ${failed} failed`);
    writeResult(`bulk-${kind}`, result);
  } finally {
    await database.close();
    rmSync(root, { recursive: true, force: true });
    await bench.dispose(false);
  }
}

runMain(main);
