// Starts the ceiling server (ceiling-server.mjs) as a child process and loads it with the
// answers captured from the real server.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { Captured } from './capture';

export interface Ceiling {
  baseUrl: string;
  load(answers: Captured[]): Promise<void>;
  stop(): Promise<void>;
}

export function startCeiling(): Promise<Ceiling> {
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'ceiling-server.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  process.once('exit', () => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout?.once('data', (chunk: Buffer) => {
      const { port } = JSON.parse(chunk.toString('utf8')) as { port: number };
      const baseUrl = `http://127.0.0.1:${port}`;
      resolve({
        baseUrl,
        async load(answers) {
          const body = answers.map((a) => ({ key: a.key, status: a.status, headers: a.headers, body: a.body.toString('base64') }));
          const res = await fetch(`${baseUrl}/__ceiling`, { method: 'PUT', body: JSON.stringify(body) });
          if (res.status !== 204) throw new Error(`The ceiling server refused the answers (${res.status})`);
        },
        stop: () => new Promise((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        }),
      });
    });
  });
}
