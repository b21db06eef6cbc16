// The real entry point in its own process: clean refusal of a bad config, graceful shutdown.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_ARGS } from '../../support/e2e-server';
import { freePort } from '../../support/pg-cluster';

const repoRoot = path.resolve(__dirname, '../../..');
const BIG_ASSET = 'static/js/big.0123456789.js';
const BIG_SIZE = 24 * 1024 * 1024;

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'petora-process-'));
  mkdirSync(path.join(root, 'dist/static/js'), { recursive: true });
  writeFileSync(path.join(root, 'dist/index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(path.join(root, 'dist', BIG_ASSET), Buffer.alloc(BIG_SIZE, 0x61));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

interface Started { child: ChildProcess; output: () => string; exited: Promise<number | null> }

function startServer(env: Record<string, string>): Started {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(root, 'data'), STATIC_DIR: path.join(root, 'dist'), SEED: 'none', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env };
  delete childEnv.DATABASE_URL;
  // Its own process group, signalled as a whole the way a terminal or a container runtime does.
  const child = spawn(process.execPath, SERVER_ARGS, { cwd: repoRoot, env: childEnv, detached: true });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitHealthy(port: number, started: Started): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy:\n${started.output()}`);
}

it('is the process npm start and npm run serve run, and the one a signal to them reaches', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const command = `node ${SERVER_ARGS.join(' ')}`;
  // npm runs a script with sh, which would otherwise stay between a signal and the server.
  expect(scripts.serve).toBe(`exec ${command}`);
  expect(scripts.start.endsWith(` && exec ${command}`)).toBe(true);
});

it('refuses a bad PORT with one clear line and exit code 1', async () => {
  const started = startServer({ PORT: 'abc' });
  expect(await started.exited).toBe(1);
  expect(started.output()).toContain('Configuration error: PORT must be an integer between 1 and 65535 (got "abc")');
  expect(started.output()).not.toMatch(/\n\s+at /);
}, 30_000);

it('finishes the in-flight response on SIGTERM, then exits 0', async () => {
  const port = await freePort();
  const started = startServer({ PORT: String(port) });
  try {
    await waitHealthy(port, started);
    const received = await new Promise<number>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: `/${BIG_ASSET}` }, (res) => {
        let bytes = 0;
        let signalled = false;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (signalled) return;
          signalled = true;
          // Stop reading so the answer is still being sent while the server shuts down.
          res.pause();
          process.kill(-(started.child.pid as number), 'SIGTERM');
          setTimeout(() => res.resume(), 1000);
        });
        res.on('end', () => resolve(bytes));
        res.on('error', reject);
      });
      req.on('error', reject);
    });
    expect(received).toBe(BIG_SIZE);
    expect(await started.exited).toBe(0);
    expect(started.output()).toContain('shutdown complete');
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  } finally {
    if (started.child.exitCode === null) process.kill(-(started.child.pid as number), 'SIGKILL');
  }
}, 90_000);

it('creates a first staff account on an empty shop, logs its password once, and that password opens the back office', async () => {
  const port = await freePort();
  const started = startServer({ PORT: String(port), DATA_DIR: path.join(root, 'staff-data') });
  try {
    await waitHealthy(port, started);
    const password = /password (\S+) \(shown only this once\)/.exec(started.output())?.[1];
    expect(started.output()).toContain('email admin@petora.local');
    expect(started.output()).toContain(`Petora is ready at http://localhost:${port} (listening on http://127.0.0.1:${port}); back office at http://localhost:${port}/admin`);
    const res = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@petora.local', password }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('token');
    process.kill(-(started.child.pid as number), 'SIGTERM');
    expect(await started.exited).toBe(0);
  } finally {
    if (started.child.exitCode === null) process.kill(-(started.child.pid as number), 'SIGKILL');
  }
}, 90_000);
