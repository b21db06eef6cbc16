// npm run bench -- [api] [web] [lighthouse] [report] [options]   (see bench/README.md)
import { runApi } from './api/run-api';
import { USAGE, readOptions } from './lib/args';
import { report } from './lib/report';
import { log } from './lib/results';
import { runFirstLoad } from './web/first-load';
import { runLighthouse } from './web/lighthouse';

async function main(): Promise<void> {
  const opts = readOptions(process.argv.slice(2));
  if (!opts) {
    process.stdout.write(USAGE);
    return;
  }
  const started = Date.now();
  if (opts.parts.includes('api')) await runApi(opts);
  if (opts.parts.includes('web')) await runFirstLoad();
  if (opts.parts.includes('lighthouse')) await runLighthouse(opts);
  // Every part prints its tables; `report` alone reprints the stored ones.
  process.stdout.write(report());
  log(`bench done in ${Math.round((Date.now() - started) / 1000)} s`);
}

main().then(() => process.exit(0), (error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack ?? error.message : String(error)}\n\n${USAGE}`);
  process.exit(1);
});
