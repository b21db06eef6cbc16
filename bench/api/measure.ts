// One autocannon measurement: a warm-up that is thrown away, then the measured run. For the
// order scenario the order calls' own latencies are picked out of the add/order pairs (each
// connection alternates strictly, so every second answer of a connection is an order).
import autocannon from 'autocannon';
import type { Scenario, Tally } from './scenarios';

export interface Settings { connections: number; durationSec: number; warmupSec: number }

/** What a measured process has used of the CPU so far, in ms (null when it cannot tell). */
export type CpuMeter = () => number | null;

/** The shop's server and, when it runs apart (PostgreSQL), the database server. */
export interface CpuMeters { server: CpuMeter; database?: CpuMeter }

export interface Figures {
  /** Measured units per second (requests, or add+order pairs for the order scenario). */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The order scenario: orders placed, orders refused and the order calls' own latency. */
  orders?: { perSec: number; placed: number; refused: number; p50: number; p99: number };
  /**
   * CPU ms the server (all its threads) spent per measured unit: unlike req/s, it holds when
   * other work shares the machine, so two versions compare by it even on a busy hour.
   */
  cpuMs?: number;
  /**
   * The same for the database server when it is a process of its own (PostgreSQL, every
   * backend): with `cpuMs`, what one answer costs the machine in all.
   */
  dbCpuMs?: number;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function once(baseUrl: string, scenario: Scenario, connections: number, seconds: number, tally: Tally) {
  const orderTimes: number[] = [];
  const answered = new WeakMap<object, number>();
  return new Promise<{ result: autocannon.Result; orderTimes: number[] }>((resolve, reject) => {
    const instance = autocannon({
      url: baseUrl, connections, duration: seconds, timeout: 30,
      requests: scenario.requests(tally) as autocannon.Request[],
    }, (error, result) => (error ? reject(error) : resolve({ result, orderTimes })));
    if (scenario.requestsPerUnit === 2) {
      instance.on('response', (client: object, _status: number, _bytes: number, responseTime: number) => {
        const n = (answered.get(client) ?? 0) + 1;
        answered.set(client, n);
        if (n % 2 === 0) orderTimes.push(responseTime);
      });
    }
  });
}

/** CPU ms per unit between two readings, when both could be taken. */
function perUnit(before: number | null, after: number | null, units: number): number | undefined {
  return before !== null && after !== null && units > 0 ? round((after - before) / units, 2) : undefined;
}

export async function measure(baseUrl: string, scenario: Scenario, settings: Settings, cpu?: CpuMeters): Promise<Figures> {
  if (settings.warmupSec > 0) await once(baseUrl, scenario, settings.connections, settings.warmupSec, { placed: 0, refused: 0 });
  const tally: Tally = { placed: 0, refused: 0 };
  const cpuBefore = cpu?.server() ?? null;
  const dbBefore = cpu?.database?.() ?? null;
  const { result, orderTimes } = await once(baseUrl, scenario, settings.connections, settings.durationSec, tally);
  const cpuAfter = cpu?.server() ?? null;
  const dbAfter = cpu?.database?.() ?? null;
  const seconds = result.duration || settings.durationSec;
  const units = result.requests.total / scenario.requestsPerUnit;
  const figures: Figures = {
    rps: round(result.requests.total / seconds / scenario.requestsPerUnit),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  const cpuMs = perUnit(cpuBefore, cpuAfter, units);
  if (cpuMs !== undefined) figures.cpuMs = cpuMs;
  const dbCpuMs = perUnit(dbBefore, dbAfter, units);
  if (dbCpuMs !== undefined) figures.dbCpuMs = dbCpuMs;
  if (scenario.requestsPerUnit === 2) {
    const sorted = orderTimes.sort((a, b) => a - b);
    figures.orders = {
      perSec: round(tally.placed / seconds), placed: tally.placed, refused: tally.refused,
      p50: round(percentile(sorted, 50), 2), p99: round(percentile(sorted, 99), 2),
    };
  }
  return figures;
}
