// Results as JSON under bench/results/ (written through a .tmp file so a run stopped half
// way never leaves a truncated file behind) and read back for the report.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const RESULTS_DIR = path.resolve(__dirname, '../results');

export interface RunInfo {
  date: string;
  node: string;
  cpus: number;
  cpuModel: string;
  loadAverage: number[];
}

export function runInfo(): RunInfo {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

export function writeResult(name: string, data: unknown): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(data, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
  return file;
}

export function readResult<T>(name: string): T | null {
  const file = path.join(RESULTS_DIR, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

/** A markdown table; numbers are right-aligned by the separator row. */
export function table(head: string[], rows: Array<Array<string | number>>, align: Array<'l' | 'r'> = []): string {
  const sep = head.map((_, i) => ((align[i] ?? 'r') === 'l' ? '---' : '---:'));
  return [head, sep, ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

export const log = (line: string) => process.stderr.write(`${line}\n`);
