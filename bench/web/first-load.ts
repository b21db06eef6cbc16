// First-load JavaScript of the storefront's main routes, from webpack's own stats: what a
// browser must fetch before a route can render, i.e. the entry's files (runtime, split vendor
// chunks, main) plus the route's lazy page chunk group (its named chunk and the split chunks it
// needs), counted in gzip bytes as the server sends them (the .gz files of the build).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../api/database';
import { log, runInfo, writeResult } from '../lib/results';

/** Route -> the chunk group its page loads (webpackChunkName in src/client/app/page-loaders.ts). */
export const ROUTE_CHUNKS = { home: 'home', shop: 'catalog', product: 'product', cart: 'cart' } as const;

interface ChunkGroup { assets: Array<{ name: string }> }
interface Stats { namedChunkGroups: Record<string, ChunkGroup>; outputPath: string }

export interface RouteSize { route: string; gzipKb: number; files: Array<{ file: string; gzipBytes: number }> }
export interface WebResult { run: ReturnType<typeof runInfo>; routes: RouteSize[] }

function gzipBytes(dist: string, file: string): number {
  const gz = path.join(dist, `${file}.gz`);
  // Files under the compression threshold (1 kB) have no .gz: the server sends them as they are.
  if (existsSync(gz)) return readFileSync(gz).length;
  const raw = readFileSync(path.join(dist, file));
  return Math.min(raw.length, gzipSync(raw, { level: 9 }).length);
}

export function firstLoad(stats: Stats): RouteSize[] {
  const js = (group: string) => {
    const found = stats.namedChunkGroups[group];
    if (!found) throw new Error(`The build has no chunk group "${group}"`);
    return found.assets.map((a) => a.name).filter((name) => name.endsWith('.js'));
  };
  const entry = js('main');
  return Object.entries(ROUTE_CHUNKS).map(([route, group]) => {
    const files = [...new Set([...entry, ...js(group)])].map((file) => ({ file, gzipBytes: gzipBytes(stats.outputPath, file) }));
    const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
    return { route, gzipKb: Math.round((total / 1000) * 10) / 10, files };
  });
}

/** A production build (into dist/, like `npm run build`) with its stats, then the sizes. */
export async function runFirstLoad(): Promise<WebResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'petora-bench-stats-'));
  const statsFile = path.join(dir, 'stats.json');
  log('web: production build with stats');
  try {
    execFileSync(path.join(repoRoot, 'node_modules/.bin/webpack'), ['--mode', 'production', `--json=${statsFile}`], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as Stats;
    const result: WebResult = { run: runInfo(), routes: firstLoad(stats) };
    log(`wrote ${writeResult('web', result)}`);
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
