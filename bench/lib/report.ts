// The markdown tables of the latest results, with each target checked: what `npm run bench`
// prints at the end and what the README shows.
import type { ApiResult } from '../api/run-api';
import type { LighthouseResult } from '../web/lighthouse';
import type { WebResult } from '../web/first-load';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DURATION_SEC } from './args';
import { readResult, table } from './results';

export const TARGETS = {
  homeFirstLoadKb: 180,
  lighthouse: { desktopPerformance: 95, mobilePerformance: 85, accessibility: 95, seo: 90 },
  listingRatio: 0.5,
  listingP99Ms: 25,
  searchP99Ms: 50,
  /** search-mix: p99 on PostgreSQL and PGlite, and req/s as a share of productlist's on PostgreSQL. */
  searchMix: { postgresP99Ms: 30, pgliteP99Ms: 150, shareOfProductlist: 0.5 },
  suggestP99Ms: 20,
  ordersPerSec: 200,
} as const;

const mark = (ok: boolean) => (ok ? 'yes' : '**no**');

function apiTargets(r: ApiResult, s: ApiResult['scenarios'][number]): string {
  const notes: string[] = [];
  if (r.products >= 100_000 && s.scenario === 'search-mix') {
    const p99 = r.db === 'postgres' ? TARGETS.searchMix.postgresP99Ms : TARGETS.searchMix.pgliteP99Ms;
    notes.push(`p99 < ${p99} ms: ${mark(s.server.p99 < p99)}`);
    const productlist = r.scenarios.find((x) => x.scenario === 'productlist');
    if (r.db === 'postgres' && productlist) {
      const share = s.server.rps / productlist.server.rps;
      notes.push(`>= ${TARGETS.searchMix.shareOfProductlist} of productlist req/s: ${mark(share >= TARGETS.searchMix.shareOfProductlist)} (${share.toFixed(2)})`);
    }
    return notes.join(', ');
  }
  if (r.products >= 100_000 && r.db === 'postgres' && s.scenario === 'suggest') notes.push(`p99 < ${TARGETS.suggestP99Ms} ms: ${mark(s.server.p99 < TARGETS.suggestP99Ms)}`);
  if (r.db === 'postgres' && (s.scenario === 'productlist' || s.scenario === 'slug')) {
    notes.push(`ratio >= ${TARGETS.listingRatio}: ${mark(s.ratio >= TARGETS.listingRatio)}`, `p99 < ${TARGETS.listingP99Ms} ms: ${mark(s.server.p99 < TARGETS.listingP99Ms)}`);
  }
  if (s.scenario.startsWith('search') && r.products >= 100_000) notes.push(`p99 < ${TARGETS.searchP99Ms} ms: ${mark(s.server.p99 < TARGETS.searchP99Ms)}`);
  if (s.scenario === 'order' && r.db === 'postgres' && s.server.orders) notes.push(`>= ${TARGETS.ordersPerSec} orders/s: ${mark(s.server.orders.perSec >= TARGETS.ordersPerSec)}`);
  return notes.join(', ');
}

export function apiTable(results: ApiResult[]): string {
  // A row measured for other than the heading's seconds says so.
  const when = (run: ApiResult['run'], seconds: number) => `${run.date.slice(0, 16).replace('T', ' ')} (load ${run.loadAverage[0]}${seconds === DEFAULT_DURATION_SEC ? '' : `, ${seconds} s`})`;
  const rows = results.flatMap((r) => r.scenarios.map((s) => [
    r.db, r.products.toLocaleString('en-US'), when(s.run ?? r.run, s.durationSec ?? r.settings.durationSec), s.scenario,
    s.server.orders ? `${s.server.rps} pairs (${s.server.orders.perSec} orders)` : s.server.rps,
    s.server.p50, s.server.p99, s.server.cpuMs ?? '', s.server.dbCpuMs ?? '',
    s.server.orders ? `${s.server.orders.p50} / ${s.server.orders.p99}` : '',
    s.ceiling.rps, s.ceiling.p50, s.ceiling.p99, s.ratio.toFixed(2),
    s.server.non2xx + s.server.errors + s.server.timeouts, apiTargets(r, s),
  ]));
  return table(
    ['db', 'products', 'measured (UTC)', 'scenario', 'req/s', 'p50 ms', 'p99 ms', 'server CPU ms/req', 'database CPU ms/req', 'order call p50 / p99 ms', 'ceiling req/s', 'ceiling p50', 'ceiling p99', 'ratio', 'failed', 'targets'],
    rows, ['l', 'r', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
  );
}

export function webTable(web: WebResult): string {
  return table(['route', 'first-load JS (gzip)', 'files', 'target'], web.routes.map((r) => [
    r.route, `${r.gzipKb.toFixed(1)} kB`, r.files.length,
    r.route === 'home' ? `<= ${TARGETS.homeFirstLoadKb} kB: ${mark(r.gzipKb <= TARGETS.homeFirstLoadKb)}` : '',
  ]), ['l', 'r', 'r', 'l']);
}

export function lighthouseTable(lh: LighthouseResult): string {
  const t = TARGETS.lighthouse;
  return table(['page', 'preset', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'benchmark index', 'targets met'], lh.pages.map((p) => {
    const perf = p.preset === 'desktop' ? t.desktopPerformance : t.mobilePerformance;
    const ok = p.performance >= perf && p.accessibility >= t.accessibility && p.seo >= t.seo;
    return [p.page, p.preset, p.performance, p.accessibility, p.bestPractices, p.seo, p.lcpMs, p.tbtMs, p.cls, p.benchmarkIndex ?? '', mark(ok)];
  }), ['l', 'l']);
}

/** Every table whose results exist, in one markdown text. */
export function report(): string {
  const parts: string[] = [];
  const api = ['pglite', 'postgres'].flatMap((db) => [10_000, 100_000].map((n) => readResult<ApiResult>(`api-${db}-${n}`))).filter((r): r is ApiResult => r !== null);
  if (api.length) {
    const settings = api[0].settings;
    parts.push(`### API (${settings.connections} connections, ${DEFAULT_DURATION_SEC} s after ${settings.warmupSec} s warm-up unless a row says otherwise, ${api[0].run.cpus} cores; load is the machine's 1-minute load average at the end)\n\n${apiTable(api)}`);
  }
  const web = readResult<WebResult>('web');
  if (web) parts.push(`### First-load JavaScript (${web.run.date.slice(0, 10)})\n\n${webTable(web)}`);
  const lh = readResult<LighthouseResult>('lighthouse');
  if (lh) parts.push(`### Lighthouse ${lh.version} (median of ${lh.runs} runs, ${lh.run.date.slice(0, 10)})\n\n${lighthouseTable(lh)}`);
  return parts.length ? `${parts.join('\n\n')}\n` : 'No results yet: run `npm run bench`.\n';
}

export const README_MARKERS = ['<!-- bench:start -->', '<!-- bench:end -->'] as const;

/** Puts `text` between the bench markers of the main README. */
export function writeReadmeTables(text: string): string {
  const file = path.resolve(__dirname, '../../README.md');
  const readme = readFileSync(file, 'utf8');
  const [start, end] = README_MARKERS;
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} ... ${end} section`);
  writeFileSync(file, `${readme.slice(0, from + start.length)}\n${text}${readme.slice(to)}`);
  return file;
}
