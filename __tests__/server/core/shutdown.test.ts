// Graceful shutdown of the real server process on PostgreSQL. A request whose body is still
// arriving when SIGTERM comes is finished (its database work runs after the signal), new
// connections are refused meanwhile, the pool is closed and the process exits 0. A request
// that never finishes holds the exit only up to SHUTDOWN_TIMEOUT_MS, then the exit code is 1.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { type E2EServer, readLog, startServer, stopServer } from '../../support/e2e-server';
import { writeTestStaticDir } from '../../support/test-app';
import { TEST_DB_ENV, databaseUrl, requireEnv, runPrefix } from '../../support/test-db';

jest.setTimeout(180_000);

const name = `${runPrefix(requireEnv(TEST_DB_ENV.runId))}_shutdown_${process.pid}`;
const url = databaseUrl(requireEnv(TEST_DB_ENV.adminUrl), name);
let root: string;
let server: E2EServer | undefined;

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: requireEnv(TEST_DB_ENV.adminUrl) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Connections the shop holds to this test's database. */
const shopConnections = () => admin(async (client) => Number((await client.query(
  "select count(*) as n from pg_stat_activity where datname = $1 and application_name = 'petora'", [name])).rows[0].n));

const BODY = JSON.stringify({ username: 'late.buyer@example.ae', password: 'not-the-password' });

/** Sends the headers and half the body of a login, and hands back how to send the rest. */
function halfSentLogin(port: number): Promise<{ finish: () => void; answer: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`POST /api/customer/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\nConnection: close\r\n\r\n`);
      socket.write(BODY.slice(0, 10));
      let received = '';
      socket.on('data', (chunk: Buffer) => { received += chunk.toString(); });
      const answer = new Promise<string>((done) => {
        socket.on('close', () => done(received));
      });
      resolve({ finish: () => socket.write(BODY.slice(10)), answer });
    });
    socket.once('error', reject);
  });
}

const refusesConnections = (port: number) => new Promise<boolean>((resolve) => {
  const probe = net.connect(port, '127.0.0.1');
  probe.once('connect', () => { probe.destroy(); resolve(false); });
  probe.once('error', () => resolve(true));
});

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** The server has read the login's headers: its connection is busy from here on, not idle. */
const loginArrived = (logFile: string) => until(async () => readLog(logFile).includes('"url":"/api/customer/login"'), 'the server has the login request');

function exitOf(child: E2EServer['child']): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'petora-shutdown-'));
  writeTestStaticDir(path.join(root, 'dist'));
  await admin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${requireEnv(TEST_DB_ENV.template)}"`));
});

afterAll(async () => {
  if (server) await stopServer(server);
  await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  rmSync(root, { recursive: true, force: true });
});

const start = (run: string, env: Record<string, string> = {}) => startServer({
  dataDir: path.join(root, `data-${run}`),
  logFile: path.join(root, `server-${run}.log`),
  readyTimeoutMs: 120_000,
  env: { DATABASE_URL: url, SEED: 'none', STATIC_DIR: path.join(root, 'dist'), LOG_LEVEL: 'info', ...env },
});

it('finishes a request still arriving at SIGTERM, refuses new connections, closes the pool and exits 0', async () => {
  server = await start('graceful');
  const port = Number(new URL(server.baseUrl).port);
  expect(await shopConnections()).toBeGreaterThan(0);
  const login = await halfSentLogin(port);
  await loginArrived(server.logFile);
  const exited = exitOf(server.child);
  process.kill(-server.child.pid!, 'SIGTERM');
  await until(() => refusesConnections(port), 'the server stops accepting connections');
  // The rest of the body arrives after the signal: the login still reads the database.
  login.finish();
  const answer = await login.answer;
  // The database's answer (no such account), not a refusal for shutting down.
  expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  expect(answer).toContain('{"status":0,"message":"The email or password is not correct."}');
  expect(await exited).toBe(0);
  const log = readLog(server.logFile);
  expect(log).toContain('database connections closed');
  expect(log).toContain('shutdown complete');
  expect(log.indexOf('database connections closed')).toBeLessThan(log.indexOf('shutdown complete'));
  server = undefined;
  await until(async () => (await shopConnections()) === 0, 'the shop holds no database connection');
});

it('gives up on a request that never finishes after SHUTDOWN_TIMEOUT_MS and exits 1', async () => {
  server = await start('stuck', { SHUTDOWN_TIMEOUT_MS: '1500' });
  const port = Number(new URL(server.baseUrl).port);
  const stuck = await halfSentLogin(port);
  // A signal before the headers are read would find an idle connection, closed at once.
  await loginArrived(server.logFile);
  const exited = exitOf(server.child);
  process.kill(-server.child.pid!, 'SIGTERM');
  expect(await exited).toBe(1);
  expect(readLog(server.logFile)).toContain('shutdown took longer than 1500 ms: exiting now');
  server = undefined;
  await stuck.answer;
});
