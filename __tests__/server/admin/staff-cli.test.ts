import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../../../src/server/db/client';
import { auditLog, staff } from '../../../src/server/db/schema';
import { verifyPassword } from '../../../src/server/services/accounts/passwords';
import { TEST_DB_ENV, createTestDatabase, databaseUrl, requireEnv } from '../../support/test-db';

// `npm run staff -- ...` as an operator runs it: a separate process on the server's database.

const root = path.resolve(__dirname, '../../..');

function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  const full: NodeJS.ProcessEnv = { ...process.env, JWT_SECRET: 'k'.repeat(48), ...env };
  if (!env.DATABASE_URL) delete full.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(path.join(root, 'node_modules/.bin/tsx'), ['src/server/staff-cli.ts', ...args], { cwd: root, env: full, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

async function checkAdded(database: Database): Promise<void> {
  const [row] = await database.db.select().from(staff).where(eq(staff.email, 'night.shift@petora.ae'));
  expect(row.name).toBe('Night Shift');
  expect(await verifyPassword(row.passwordHash, 'moon and stars 7')).toBe(true);
  const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.target, `staff:${row.id}`));
  expect(entry).toMatchObject({ staffId: null, action: 'staff.add', details: { email: 'night.shift@petora.ae', name: 'Night Shift', via: 'command line' } });
}

describe('staff command line on the embedded database (DATA_DIR)', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'petora-staff-cli-'));
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('adds accounts, lists them, refuses a taken email and bad arguments', async () => {
    const env = { DATA_DIR: dataDir };
    const added = await runCli(['add', '--email', 'Night.Shift@petora.ae', '--password', 'moon and stars 7', '--name', 'Night Shift'], env);
    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout).toMatch(/^Staff account night\.shift@petora\.ae added \(id 1\)\./);
    expect((await runCli(['add', '--email', 'day@petora.ae', '--password', 'sunny days 12'], env)).code).toBe(0);

    const taken = await runCli(['add', '--email', 'NIGHT.shift@petora.ae', '--password', 'another one 99'], env);
    expect(taken).toMatchObject({ code: 1, stderr: 'A staff account with this email already exists.\n' });
    const short = await runCli(['add', '--email', 'x@petora.ae', '--password', 'short'], env);
    expect(short).toMatchObject({ code: 1, stderr: 'The password must be 8 to 128 characters long.\n' });
    const missing = await runCli(['add', '--email', 'x@petora.ae'], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^add needs --email and --password\.\n\nUsage:/);
    expect((await runCli(['remove'], env)).stderr).toMatch(/^Unknown command "remove"\./);

    const list = await runCli(['list'], env);
    expect(list.code).toBe(0);
    expect(list.stdout).toBe('1\tnight.shift@petora.ae\tNight Shift\tlast login never\n2\tday@petora.ae\tday\tlast login never\n');

    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      await checkAdded(database);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('staff command line on PostgreSQL (DATABASE_URL)', () => {
  it('adds an account to the database the URL names', async () => {
    const database = await createTestDatabase('postgres');
    try {
      const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
      const url = databaseUrl(requireEnv(TEST_DB_ENV.adminUrl), rows[0].name);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'petora-staff-cli-pg-'));
      try {
        const added = await runCli(['add', '--email', 'night.shift@petora.ae', '--password', 'moon and stars 7', '--name', 'Night Shift'], { DATABASE_URL: url, DATA_DIR: dataDir });
        expect(added).toMatchObject({ code: 0, stderr: '' });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
      await checkAdded(database);
    } finally {
      await database.close();
    }
  }, 120_000);
});
