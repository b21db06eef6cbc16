// `npm start`, step one: build the storefront only when its sources changed since the build in
// dist/ (or when there is none). A fresh clone builds once; later starts go straight to the server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { readStamp, sourceStamp, writeStamp } from './build-stamp';

export interface EnsureBuildOptions {
  root: string;
  distDir: string;
  build: () => boolean;
  log: (line: string) => void;
}

/** Answers whether a build ran; throws when one was needed and failed. */
export function ensureBuild({ root, distDir, build, log }: EnsureBuildOptions): boolean {
  const stamp = sourceStamp(root);
  if (readStamp(distDir) === stamp) {
    log('storefront build is up to date, starting the server');
    return false;
  }
  log('storefront sources changed since the last build (or no build yet): building...');
  if (!build()) throw new Error('The storefront build failed; see the output above.');
  writeStamp(distDir, stamp);
  return true;
}

if (require.main === module) {
  const root = process.cwd();
  try {
    ensureBuild({
      root,
      distDir: path.resolve(root, 'dist'),
      build: () => spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status === 0,
      log: (line) => process.stdout.write(`${line}\n`),
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}
