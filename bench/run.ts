// npm run bench -- [api] [web] [lighthouse] [report] [options]   (see bench/README.md)
import { runApi } from './api/run-api';
import { USAGE, readOptions } from './lib/args';
import { report, writeReadmeTables } from './lib/report';
import { log } from './lib/results';
import { runFirstLoad } from './web/first-load';
import { runLighthouse } from './web/lighthouse';
import { runMain } from './lib/run-main';

async function main(): Promise<void> {
  let opts;
  try {
    opts = readOptions(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exit(2);
  }
  if (!opts) {
    process.stdout.write(USAGE);
    return;
  }
  const started = Date.now();
  const failures = opts.parts.includes('api') ? (await runApi(opts)).failures : [];
  if (opts.parts.includes('web')) await runFirstLoad();
  if (opts.parts.includes('lighthouse')) await runLighthouse(opts);
  // The latest stored result of every part, this run's included.
  const tables = report();
  process.stdout.write(tables);
  if (opts.readme) log(`wrote the tables into ${writeReadmeTables(tables)}`);
  log(`bench done in ${Math.round((Date.now() - started) / 1000)} s`);
  if (failures.length) throw new Error(`Some API runs failed (their earlier results stay in the tables):\n${failures.join('\n')}`);
}

runMain(main);
