// npx tsx bench/prices/price-list-bench.ts [--db pglite|postgres] [--requests 300] [--rules 5000] [--articles 5000]
// What a contract price list costs: the first listing page and a 10-line saved cart, asked by
// a customer with a `--rules`-rule price list (article, product, category and brand rules,
// some with tiers, the page's articles among them) and by one without, alternately, through
// app.inject with the answer cache off. Prints p50/p99 of both and their ratio and keeps them
// in bench/results/prices-<db>.json.
import { mkdtempSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testConfig, writeTestStaticDir } from '../../__tests__/support/test-app';
import { buildApp } from '../../src/server/app';
import { migrateDatabase } from '../../src/server/db/client';
import {
  brands, cartLines, carts, categories, customerPriceTerms, customers, priceListRules, priceLists, productCategories, products, variants, volumeTiers,
} from '../../src/server/db/schema';
import { customerSessionToken } from '../../src/server/services/auth/sessions';
import { createBenchDatabase } from '../api/database';
import type { DbKind } from '../lib/args';
import { log, writeResult } from '../lib/results';
import { runMain } from '../lib/run-main';

const option = (name: string, fallback: number) => (process.argv.includes(`--${name}`) ? Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) : fallback);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50_ms: Number(percentile(sorted, 50).toFixed(2)), p99_ms: Number(percentile(sorted, 99).toFixed(2)), mean_ms: Number((times.reduce((a, b) => a + b, 0) / times.length).toFixed(2)) };
};

async function main(): Promise<void> {
  const kind = (process.argv.includes('--db') ? process.argv[process.argv.indexOf('--db') + 1] : 'pglite') as DbKind;
  const requests = option('requests', 300);
  const ruleCount = option('rules', 5000);
  const articleCount = option('articles', 5000);
  const bench = await createBenchDatabase(kind);
  const database = await bench.open();
  const root = mkdtempSync(path.join(tmpdir(), 'petora-prices-bench-'));
  writeTestStaticDir(path.join(root, 'dist'));
  const config = { ...testConfig(root), catalogCacheMs: 0 };
  try {
    await migrateDatabase(database);
    const { db } = database;
    const brandRows = await db.insert(brands).values(Array.from({ length: 20 }, (_, i) => ({ name: `Brand ${i}`, slug: `brand-${i}` }))).returning();
    const [dog] = await db.insert(categories).values({ name: 'Dog', slug: 'dog' }).returning();
    const cats = await db.insert(categories).values(Array.from({ length: 20 }, (_, i) => ({ name: `Dog ${i}`, slug: `dog-${i}`, parentId: dog.id }))).returning();
    // Two articles a product, products spread over brands and sub-categories.
    const productRows: Array<{ id: number }> = [];
    for (let i = 0; i < articleCount / 2; i += 500) {
      productRows.push(...await db.insert(products).values(Array.from({ length: Math.min(500, articleCount / 2 - i) }, (_, k) => ({
        slug: `bench-${i + k}`, name: `Bench product ${i + k}`, brandId: brandRows[(i + k) % 20].id,
      }))).returning());
    }
    await db.insert(productCategories).values(productRows.map((p, i) => ({ productId: p.id, categoryId: cats[i % 20].id })));
    const articleIds: number[] = [];
    for (let i = 0; i < productRows.length; i += 500) {
      const slice = productRows.slice(i, i + 500);
      const rows = await db.insert(variants).values(slice.flatMap((p, k) => [0, 1].map((n) => ({
        productId: p.id, sku: `PB-${i + k}-${n}`, stock: 1000, priceFils: 5000 + k, b2bPriceFils: 4500 + k, position: n,
      })))).returning({ id: variants.id });
      articleIds.push(...rows.map((r) => r.id));
    }
    await db.insert(volumeTiers).values(articleIds.slice(-200).flatMap((id) => [{ variantId: id, fromQuantity: 12, priceFils: 4000 }, { variantId: id, fromQuantity: 48, priceFils: 3800 }]));
    // The list: rules on articles from the newest down (so the first page has them), plus products, categories and brands.
    const [list] = await db.insert(priceLists).values({ name: 'Bench contract' }).returning();
    const ruleValues = Array.from({ length: ruleCount }, (_, i) => {
      if (i < 20) return { priceListId: list.id, targetKind: 'brand' as const, targetId: brandRows[i].id, percentOffBp: 300 };
      if (i < 40) return { priceListId: list.id, targetKind: 'category' as const, targetId: cats[i - 20].id, percentOffBp: 500 };
      if (i % 3 === 0) return { priceListId: list.id, targetKind: 'product' as const, targetId: productRows[productRows.length - 1 - (i % productRows.length)].id, percentOffBp: 700 };
      return { priceListId: list.id, targetKind: 'article' as const, targetId: articleIds[articleIds.length - 1 - (i % articleIds.length)], priceFils: 3900, validTo: '2099-12-31' };
    });
    const ruleIds: number[] = [];
    for (let i = 0; i < ruleValues.length; i += 1000) ruleIds.push(...(await db.insert(priceListRules).values(ruleValues.slice(i, i + 1000)).returning({ id: priceListRules.id })).map((r) => r.id));
    await db.insert(volumeTiers).values(ruleIds.filter((_, i) => i % 10 === 0).map((ruleId) => ({ ruleId, fromQuantity: 24, priceFils: 3500 })));
    const tokens: string[] = [];
    for (const [n, withList] of [[0, true], [1, false]] as const) {
      const [row] = await db.insert(customers).values({ email: `prices-${n}@bench.example`, name: 'Bench', companyName: 'Bench', countryId: 225, passwordHash: 'x', state: 'active' }).returning();
      if (withList) await db.insert(customerPriceTerms).values({ customerId: row.id, priceListId: list.id });
      const [cart] = await db.insert(carts).values({ customerId: row.id }).returning();
      await db.insert(cartLines).values(articleIds.slice(-10).map((variantId, i) => ({ cartId: cart.id, variantId, count: 1 + i * 5 })));
      tokens.push(await customerSessionToken(db, config.jwtSecret, row.id, { name: 'Bench', company_name: 'Bench', lisence_number: null, otrn_number: null, country_id: 225, mobile: null, email: row.email }));
    }
    await db.execute(sql`analyze`);
    const app = await buildApp(config, { database, logger: false });
    await app.ready();
    const figures: Record<string, ReturnType<typeof summary>> = {};
    for (const [name, url] of [['productlist', '/api/product/productlist?p=1'], ['cart', '/api/cart/cartlist']] as const) {
      const times: [number[], number[]] = [[], []];
      for (let n = 0; n < requests + 20; n += 1) {
        for (const who of [0, 1] as const) {
          const began = process.hrtime.bigint();
          const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[who]}` } });
          if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
          // The first 20 rounds warm up the JIT and the database's caches.
          if (n >= 20) times[who].push(Number(process.hrtime.bigint() - began) / 1e6);
        }
      }
      figures[`${name}_with_list`] = summary(times[0]);
      figures[`${name}_without_list`] = summary(times[1]);
      const ratio = figures[`${name}_with_list`].mean_ms / figures[`${name}_without_list`].mean_ms;
      figures[`${name}_ratio`] = { p50_ms: 0, p99_ms: 0, mean_ms: Number(ratio.toFixed(3)) };
      log(`${name} on ${kind}: with a ${ruleCount}-rule list p50 ${figures[`${name}_with_list`].p50_ms} ms p99 ${figures[`${name}_with_list`].p99_ms} ms; without p50 ${figures[`${name}_without_list`].p50_ms} ms p99 ${figures[`${name}_without_list`].p99_ms} ms; mean ratio ${ratio.toFixed(3)}`);
    }
    await app.close();
    writeResult(`prices-${kind}`, { db: kind, rules: ruleCount, articles: articleCount, requests, measured: new Date().toISOString(), ...figures });
  } finally {
    await database.close();
    rmSync(root, { recursive: true, force: true });
    await bench.dispose(false);
  }
}

runMain(main);
