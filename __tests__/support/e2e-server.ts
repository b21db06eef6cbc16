// Starts and stops the one real shop server that every e2e test file talks to.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { SmtpCapture } from './smtp-capture';

export const repoRoot = path.resolve(__dirname, '../..');
/**
 * The server as `npm start` runs it: one Node process with tsx's loader. (The tsx command runs
 * it as a child and, on a busy machine, answers a slow signal handshake with SIGKILL.)
 */
export const SERVER_ARGS = ['--import', 'tsx', 'src/server/server.ts'];

export interface E2EServer {
  baseUrl: string;
  child: ChildProcess;
  logFile: string;
}

declare global {
  // Set by globalSetup and read by globalTeardown, which run in the same process.
  var __e2eRun: { server?: E2EServer; smtp?: SmtpCapture; tempDir: string } | undefined;
}

export interface StartOptions {
  dataDir: string;
  logFile: string;
  /** The first start migrates and seeds the demo catalogue, which is slow on two cores. */
  readyTimeoutMs?: number;
  env?: Record<string, string>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export function readLog(logFile: string): string {
  try {
    return readFileSync(logFile, 'utf8');
  } catch {
    return '(no log written)';
  }
}

async function isHealthy(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
    if (res.status !== 200) return false;
    const body = (await res.json()) as { status?: string; database?: string };
    return body.status === 'ok' && body.database === 'reachable';
  } catch {
    return false;
  }
}

/** Signals the whole process group, as a terminal or a container runtime does. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function stopServer(server: Pick<E2EServer, 'child'>): Promise<void> {
  signalGroup(server.child, 'SIGTERM');
  if (await waitForExit(server.child, 5000)) return;
  signalGroup(server.child, 'SIGKILL');
  await waitForExit(server.child, 5000);
}

export async function startServer(opts: StartOptions): Promise<E2EServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  // Run as `npm start` would: jest's NODE_ENV=test and any database URL of the caller stay out.
  delete env.NODE_ENV;
  delete env.BABEL_ENV;
  delete env.DATABASE_URL;
  Object.assign(env, {
    PORT: String(port), HOST: '127.0.0.1', DATA_DIR: opts.dataDir, SEED: 'demo',
    LOG_LEVEL: 'info', PUBLIC_URL: baseUrl, ...opts.env,
  });
  const logFd = openSync(opts.logFile, 'a');
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: repoRoot, env, detached: true, stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  // A run aborted before teardown must not leave the server holding its port.
  process.once('exit', () => signalGroup(child, 'SIGKILL'));

  // A first start renders the demo pictures; E2E_READY_TIMEOUT_MS gives a slow or shared machine longer still.
  const deadline = Date.now() + (opts.readyTimeoutMs ?? (Number(process.env.E2E_READY_TIMEOUT_MS) || 180_000));
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The shop server exited early (${child.exitCode ?? child.signalCode}). Log:\n${readLog(opts.logFile)}`);
    }
    if (await isHealthy(baseUrl)) return { baseUrl, child, logFile: opts.logFile };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopServer({ child });
  throw new Error(`The shop server was not healthy at ${baseUrl}/api/health in time. Log:\n${readLog(opts.logFile)}`);
}

/** The base URL globalSetup exported; test files use it for the browser and direct API reads. */
export function e2eBaseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is unset: run e2e tests through jest --selectProjects e2e');
  return url;
}

export async function getJson<T>(pathname: string): Promise<T> {
  const res = await fetch(`${e2eBaseUrl()}${pathname}`);
  if (!res.ok) throw new Error(`GET ${pathname} answered ${res.status}`);
  return (await res.json()) as T;
}
