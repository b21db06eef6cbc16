import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, migrateDatabase, openDatabase } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DatabasePluginOptions {
  /** A database the caller opened and keeps ownership of (tests, tools). */
  database?: Database;
}

/** Where the embedded database lives inside DATA_DIR, next to the generated key. */
export function embeddedDataDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}

async function databasePlugin(app: FastifyInstance, opts: DatabasePluginOptions): Promise<void> {
  const { config } = app;
  const owned = opts.database === undefined;
  const database = opts.database ?? await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl, poolMax: config.dbPoolMax, statementTimeoutMs: config.dbStatementTimeoutMs }
      : { dataDir: embeddedDataDir(config.dataDir) },
  );
  try {
    // Pending migrations run at every start, so an upgrade needs no separate step.
    await migrateDatabase(database);
  } catch (error) {
    if (owned) await database.close();
    throw error;
  }
  app.decorate('database', database);
  if (owned) {
    // Closed last: onClose hooks run after in-flight requests have finished.
    app.addHook('onClose', async () => {
      await database.close();
      app.log.info('database connections closed');
    });
  }
  app.log.debug({ kind: database.kind }, 'database ready');
}

export default fp(databasePlugin, { name: 'database' });
