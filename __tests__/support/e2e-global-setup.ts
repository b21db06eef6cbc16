// Builds the storefront once and starts one seeded shop server for the whole e2e run.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readLog, repoRoot, startServer } from './e2e-server';
import { startSmtpCapture } from './smtp-capture';

function buildStorefront(logFile: string): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  // Babel picks its preset targets from BABEL_ENV/NODE_ENV; jest's "test" would produce a Node build.
  delete env.BABEL_ENV;
  const logFd = openSync(logFile, 'a');
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/webpack'), ['--mode', 'production'], {
    cwd: repoRoot, env, stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`The storefront build failed (exit ${code}). Log:\n${readLog(logFile)}`));
    });
  });
}

export default async function globalSetup(): Promise<void> {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  try {
    await prepare(tempDir);
  } catch (err) {
    // Jest skips globalTeardown when globalSetup throws; the logs are already in the message.
    await globalThis.__e2eRun?.smtp?.close();
    globalThis.__e2eRun = undefined;
    rmSync(tempDir, { recursive: true, force: true });
    throw err;
  }
}

async function prepare(tempDir: string): Promise<void> {
  globalThis.__e2eRun = { tempDir };
  const skipBuild = process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(repoRoot, 'dist/index.html'));
  if (!skipBuild) await buildStorefront(path.join(tempDir, 'build.log'));

  const dataDir = path.join(tempDir, 'data');
  mkdirSync(dataDir);
  // The shop delivers its mail over SMTP to a mailbox of the run's own: tests read what buyers
  // receive (a reset link is hidden from staff in the back office's outbox).
  const mailDir = path.join(tempDir, 'mail');
  const smtp = await startSmtpCapture({ dir: mailDir });
  globalThis.__e2eRun.smtp = smtp;
  const adminEmail = 'staff@e2e.petora.test';
  const adminPassword = randomBytes(12).toString('hex');
  const server = await startServer({
    dataDir,
    logFile: path.join(tempDir, 'server.log'),
    // Many logins from one address in a few minutes: the attempt limits are raised, not removed.
    env: { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword, RATE_LIMIT_SCALE: '100', SMTP_URL: smtp.url },
    // Seeding the demo images takes minutes on a busy machine; the default wait is 90 s.
    readyTimeoutMs: Number(process.env.E2E_READY_TIMEOUT_MS) || undefined,
  });
  globalThis.__e2eRun.server = server;

  // Test files (in workers spawned later, or in band) read these.
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_ADMIN_EMAIL = adminEmail;
  process.env.E2E_ADMIN_PASSWORD = adminPassword;
  process.env.E2E_MAIL_DIR = mailDir;
}
