import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { type DbOrTx, migrateDatabase, openDatabase } from '../../../src/server/db/client';
import { demoCatalogue } from '../../../src/server/db/seed/demo/catalogue';
import { demoMediaJobs } from '../../../src/server/db/seed/media-jobs';
import { insertMedia } from '../../../src/server/db/seed/write/files';

// `npm run seed -- ...` as an operator runs it: a separate process on the embedded database
// under DATA_DIR, output on stderr, a non-zero exit code on bad arguments.

/**
 * This suite is about products, not pictures: every media name the seeders expect is stored
 * up front as a tiny real WebP, so nothing has to be rendered.
 */
async function storeStandInMedia(db: DbOrTx): Promise<void> {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#d9dee4' } }).webp().toBuffer();
  const names = demoMediaJobs(demoCatalogue()).map((job) => job.name);
  await insertMedia(db, names.map((name) => ({ name, width: 8, height: 8, mime: 'image/webp' as const, data })));
}

const root = path.resolve(__dirname, '../../..');
let dataDir: string;

function runCli(args: string[]): Promise<{ code: number; stderr: string; stdout: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, JWT_SECRET: 'k'.repeat(48) };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(path.join(root, 'node_modules/.bin/tsx'), ['src/server/db/seed/cli.ts', ...args], { cwd: root, env, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

async function productCount(): Promise<number> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    const result = await database.db.execute(sql`select count(*) as n from products`);
    return Number((result.rows[0] as { n: number }).n);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'petora-seed-cli-'));
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    await migrateDatabase(database);
    await storeStandInMedia(database.db);
  } finally {
    await database.close();
  }
}, 60_000);

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run seed', () => {
  it('loads N products into the embedded database and reports progress on stderr', async () => {
    const result = await runCli(['--products', '40', '--batch', '10']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`Loading 40 products into the embedded database in ${dataDir}`);
    expect(result.stderr).toMatch(/products 40\/40 \(100%\)/);
    expect(result.stderr).toMatch(/Inserted 40 products \([\d,]+ rows\)/);
    expect(await productCount()).toBe(40);
  }, 120_000);

  it('replaces the catalogue with --reset', async () => {
    const result = await runCli(['--products', '15', '--reset']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('Catalogue reset (truncated)');
    expect(await productCount()).toBe(15);
  }, 120_000);

  it('refuses a bad product count with a message and the usage', async () => {
    const result = await runCli(['--products', 'lots']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--products must be a whole number of at least 1 (got "lots")');
    expect(result.stderr).toContain('Usage: npm run seed -- --products N');
  }, 60_000);

  it('prints its usage with --help', async () => {
    const result = await runCli(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('--database-url URL');
  }, 60_000);
});
