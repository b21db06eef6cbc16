// Entry point: configuration, database, demo seed, then listen until a signal arrives.
import { buildApp } from './app';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { seedIfEmpty } from './db/seed';
import { bootstrapStaff } from './services/staff';
import { readyBanner } from './ready-banner';
import { installShutdown } from './shutdown';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // An operator mistake, not a crash: one line that names the variable, no stack.
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp(config);
  installShutdown(app, { timeoutMs: config.shutdownTimeoutMs });
  await bootstrapStaff(app.database.db, config, { info: (line) => app.log.info(line) });
  if (config.seed === 'demo') {
    const seeded = await seedIfEmpty(app.database, { log: (line) => app.log.info(line) });
    if (seeded) app.log.info('demo catalogue loaded into the empty database');
  }
  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`shop listening on ${address}, public address ${config.publicUrl}`);
  process.stdout.write(readyBanner(address, config.publicUrl));
}

main().catch((error: unknown) => {
  process.stderr.write(`The server could not start: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
  process.exit(1);
});
