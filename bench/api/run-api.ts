// The API part: for each database and catalogue size, every scenario against the real server
// and, right before it with the same settings, against the ceiling endpoint serving the same
// bytes. Results go to bench/results/api-<db>-<products>.json.
import { stopServer } from '../../__tests__/support/e2e-server';
import type { BenchOptions, DbKind } from '../lib/args';
import { log, readResult, runInfo, writeResult } from '../lib/results';
import { treeCpuMs } from '../lib/process-cpu';
import { capture } from './capture';
import { startCeiling } from './ceiling';
import { type Figures, measure } from './measure';
import { prepare } from './prepare';
import { SCENARIOS, buildScenarios } from './scenarios';

export interface ScenarioResult {
  scenario: string;
  label: string;
  bytes: number;
  server: Figures;
  ceiling: Figures;
  /** server rps / ceiling rps */
  ratio: number;
  /** When this scenario was measured, when it differs from the rest of its file's run. */
  run?: ReturnType<typeof runInfo>;
  /** Seconds measured (absent in older results: the file's `settings.durationSec`). */
  durationSec?: number;
}

export interface ApiResult {
  db: DbKind;
  products: number;
  settings: { connections: number; durationSec: number; warmupSec: number; dbPoolMax: string };
  run: ReturnType<typeof runInfo>;
  scenarios: ScenarioResult[];
}

export const apiResultName = (db: DbKind, products: number) => `api-${db}-${products}`;

async function runOne(db: DbKind, products: number, opts: BenchOptions): Promise<ApiResult> {
  for (const name of opts.scenarios ?? []) {
    if (!(SCENARIOS as readonly string[]).includes(name)) throw new Error(`Unknown scenario "${name}" (${SCENARIOS.join(', ')})`);
  }
  const settings = { connections: opts.connections, durationSec: opts.durationSec, warmupSec: opts.warmupSec };
  const { database, server, data } = await prepare(db, products, opts.connections);
  const ceiling = await startCeiling();
  const results: ScenarioResult[] = [];
  try {
    for (const scenario of buildScenarios(data)) {
      if (opts.scenarios && !opts.scenarios.includes(scenario.name)) continue;
      const answers = [];
      for (const sample of scenario.samples) answers.push(await capture(server.baseUrl, sample));
      const bad = answers.find((a) => a.status !== 200);
      if (bad) throw new Error(`${scenario.name}: ${bad.key} answered ${bad.status}: ${bad.body.toString('utf8').slice(0, 200)}`);
      await ceiling.load(answers);
      log(`[${db} ${products}] ${scenario.label}: ceiling`);
      const top = await measure(ceiling.baseUrl, scenario, settings);
      log(`[${db} ${products}] ${scenario.label}: server`);
      const dbPid = database.serverPid();
      const real = await measure(server.baseUrl, scenario, settings, {
        server: () => treeCpuMs(server.child.pid),
        ...(dbPid === undefined ? {} : { database: () => treeCpuMs(dbPid) }),
      });
      const ratio = top.rps > 0 ? Math.round((real.rps / top.rps) * 1000) / 1000 : 0;
      log(`  server ${real.rps}/s p50 ${real.p50} ms p99 ${real.p99} ms${real.cpuMs === undefined ? '' : ` cpu ${real.cpuMs} ms/req`}${real.dbCpuMs === undefined ? '' : ` (database ${real.dbCpuMs})`} | ceiling ${top.rps}/s | ratio ${ratio}${real.orders ? ` | orders ${real.orders.perSec}/s p99 ${real.orders.p99} ms` : ''}`);
      results.push({ scenario: scenario.name, label: scenario.label, bytes: answers.reduce((sum, a) => sum + a.body.length, 0), server: real, ceiling: top, ratio, durationSec: settings.durationSec });
    }
  } catch (error) {
    const { exitCode, signalCode } = server.child;
    if (exitCode !== null || signalCode !== null) {
      throw new Error(`The shop server stopped during the run (${exitCode ?? signalCode}); its log: ${server.logFile}`, { cause: error });
    }
    throw error;
  } finally {
    await ceiling.stop();
    await stopServer(server);
    await database.dispose(opts.keep);
  }
  return {
    db, products, settings: { ...settings, dbPoolMax: process.env.DB_POOL_MAX ?? '10 (default)' }, run: runInfo(), scenarios: results,
  };
}

/** A run of some scenarios keeps the stored figures of the others (each row says when it was measured). */
function withEarlierScenarios(result: ApiResult, earlier: ApiResult | null): ApiResult {
  if (!earlier) return result;
  const fresh = new Set(result.scenarios.map((s) => s.scenario));
  const kept = earlier.scenarios.filter((s) => !fresh.has(s.scenario))
    .map((s) => ({ ...s, run: s.run ?? earlier.run, durationSec: s.durationSec ?? earlier.settings.durationSec }));
  const scenarios = [...kept, ...result.scenarios.map((s) => ({ ...s, run: result.run }))];
  scenarios.sort((a, b) => SCENARIOS.indexOf(a.scenario as never) - SCENARIOS.indexOf(b.scenario as never));
  return { ...result, scenarios };
}

/** Every database and size, each tried twice; one that fails both times is reported and the others still run. */
export async function runApi(opts: BenchOptions): Promise<{ results: ApiResult[]; failures: string[] }> {
  const results: ApiResult[] = [];
  const failures: string[] = [];
  for (const products of opts.products) {
    for (const db of opts.dbs) {
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        try {
          const result = withEarlierScenarios(await runOne(db, products, opts), readResult<ApiResult>(apiResultName(db, products)));
          log(`wrote ${writeResult(apiResultName(db, products), result)}`);
          results.push(result);
          break;
        } catch (error) {
          const message = `${db} ${products}: ${error instanceof Error ? error.message : String(error)}`;
          log(`FAILED (attempt ${attempt} of 2) ${message}`);
          if (attempt === 2) failures.push(message);
        }
      }
    }
  }
  return { results, failures };
}
