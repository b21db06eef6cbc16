// npm run seed -- --products 100000 [--reset] [--database-url URL] [--batch 1000]
//
// Loads a large generated catalogue for benchmarks into the same database the server uses:
// DATABASE_URL when set (or --database-url), else the embedded database under DATA_DIR.
// Stop a server that uses the embedded database first: PGlite allows one process at a time.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { embeddedDataDir } from '../../plugins/database';
import { migrateDatabase, openDatabase } from '../client';
import { TOOL_STATEMENT_TIMEOUT_MS } from '../postgres-driver';
import { seedLargeCatalogue } from './large/run';

const USAGE = `Usage: npm run seed -- --products N [--reset] [--database-url postgres://...] [--batch 1000]

  --products N        number of products to generate (required, at least 1)
  --reset             remove all products (and carts, wishlists) first; brands, categories
                      and images stay
  --database-url URL  PostgreSQL to load into (default: DATABASE_URL, else the embedded
                      database under DATA_DIR; stop the server first when using that one)
  --batch N           products per transaction (default 1000)
`;

function positiveInt(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number of at least 1 (got "${raw}")`);
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      reset: { type: 'boolean', default: false },
      'database-url': { type: 'string' },
      batch: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const products = positiveInt(values.products, 'products');
  if (products === undefined) throw new Error('--products is required');
  const batchSize = positiveInt(values.batch, 'batch');
  const config = loadConfig();
  const url = values['database-url'] ?? config.databaseUrl;
  const database = await openDatabase(url ? { url, poolMax: 2, statementTimeoutMs: TOOL_STATEMENT_TIMEOUT_MS } : { dataDir: embeddedDataDir(config.dataDir) });
  try {
    process.stderr.write(`Loading ${products.toLocaleString('en-US')} products into ${database.kind === 'postgres' ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`}\n`);
    await migrateDatabase(database);
    await seedLargeCatalogue(database, { products, reset: values.reset, batchSize, stream: process.stderr });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exitCode = 1;
});
