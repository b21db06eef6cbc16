// A throwaway PostgreSQL 15 cluster (Debian binaries) for tests and benches: initdb into a temp
// dir, start on a free loopback port with trust auth, stop and delete it afterwards.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const PG_BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface PgCluster {
  /** Superuser URL of the `postgres` database. */
  url: string;
  port: number;
  /** The postmaster's process id (its server processes are its children). */
  postmasterPid(): number;
  /** Sends `signal` to the postmaster and every server process under it (SIGSTOP freezes it). */
  signal(signal: 'SIGSTOP' | 'SIGCONT'): void;
  /** Stops the server at once, as a crash would, and keeps it down until `start()`. */
  halt(): Promise<void>;
  /** Starts the halted server again on the same port and data. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The postmaster (first line of postmaster.pid) and its children, read from /proc. */
const postmasterOf = (dataDir: string) => Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

function serverPids(dataDir: string): number[] {
  const postmaster = postmasterOf(dataDir);
  const children = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).flatMap((entry) => {
    try {
      // Field 4 of /proc/PID/stat is the parent; the name in field 2 may hold spaces, so split after it.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      return parent === postmaster ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
  return [postmaster, ...children];
}

// initdb and pg_ctl refuse to run as root, so under root they run as the postgres user.
const asRoot = userInfo().uid === 0;

function command(binary: string, args: string[]): [string, string[]] {
  const file = path.join(PG_BIN_DIR, binary);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function pg(binary: string, args: string[]): Promise<void> {
  const [file, fullArgs] = command(binary, args);
  try {
    await run(file, fullArgs, { timeout: 60_000 });
  } catch (err) {
    const { stderr, stdout } = err as { stderr?: string; stdout?: string };
    throw new Error(`${binary} failed: ${(stderr || stdout || String(err)).trim()}`);
  }
}

export async function startPgCluster(): Promise<PgCluster> {
  const baseDir = mkdtempSync(path.join(tmpdir(), 'petora-pg-'));
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', baseDir]);
  const dataDir = path.join(baseDir, 'data');
  const port = await freePort();
  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    const [file, args] = command('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    try {
      execFileSync(file, args, { stdio: 'ignore', timeout: 30_000 });
    } catch {
      // Not running (start failed half way): only the directory is left to remove.
    }
    rmSync(baseDir, { recursive: true, force: true });
  };
  // Durability is pointless for a throwaway cluster; turning it off makes tests faster.
  const options = [
    `-p ${port}`,
    `-k ${baseDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  const start = () => pg('pg_ctl', ['-D', dataDir, '-l', path.join(baseDir, 'server.log'), '-o', options, '-w', 'start']);
  // A test run killed half way must not leave a postmaster behind.
  process.once('exit', stopSync);
  try {
    await pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await start();
  } catch (err) {
    stopSync();
    process.removeListener('exit', stopSync);
    throw err;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    postmasterPid: () => postmasterOf(dataDir),
    signal(signal) {
      for (const pid of serverPids(dataDir)) {
        try {
          process.kill(pid, signal);
        } catch (error) {
          // A backend that exited between the listing and the signal (a client just closed).
          if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
        }
      }
    },
    halt: () => pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    start,
    async stop() {
      process.removeListener('exit', stopSync);
      stopSync();
    },
  };
}

