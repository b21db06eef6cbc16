// Stops the e2e shop server and removes its data, build log and database.
import { rmSync } from 'node:fs';
import { readLog, stopServer } from './e2e-server';

/** pino's error and fatal lines: a browser test can pass while the server logged a fault. */
function serverErrors(logFile: string): string[] {
  return readLog(logFile)
    .split('\n')
    .filter((line) => /^\{"level":(50|60),/.test(line));
}

export default async function globalTeardown(): Promise<void> {
  const run = globalThis.__e2eRun;
  if (!run) return;
  globalThis.__e2eRun = undefined;
  if (run.server) {
    await stopServer(run.server);
    const errors = serverErrors(run.server.logFile);
    if (errors.length > 0) {
      process.stderr.write(`The shop server logged ${errors.length} error(s) during the e2e run:\n${errors.join('\n')}\n`);
    }
  }
  await run.smtp?.close();
  if (process.env.E2E_KEEP_TMP === '1') {
    process.stdout.write(`e2e server log and data kept in ${run.tempDir}\n`);
    return;
  }
  rmSync(run.tempDir, { recursive: true, force: true });
}
