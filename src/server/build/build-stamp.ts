// What the storefront build in dist/ was made from: a hash over every file webpack reads
// (client and shared sources, the HTML template and static files, the build configs and the
// lock file). `npm start` rebuilds only when this differs from the stamp the last build left.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BUILD_INPUTS = [
  'src/client',
  'src/shared',
  'public',
  'webpack.config.js',
  'babel.config.js',
  'tsconfig.json',
  'package-lock.json',
];
export const STAMP_FILE = '.build-stamp';

function listFiles(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((child) => listFiles(root, path.join(entry, child.name)));
}

/** Hash of the build inputs under `root`: names and contents, in a fixed order. */
export function sourceStamp(root: string, inputs: readonly string[] = BUILD_INPUTS): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((entry) => listFiles(root, entry))) {
    hash.update(file.split(path.sep).join('/')).update('\0');
    hash.update(readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

/** The stamp left in `distDir` by the last build, or null when there is no finished build. */
export function readStamp(distDir: string): string | null {
  const file = path.join(distDir, STAMP_FILE);
  if (!existsSync(file) || !existsSync(path.join(distDir, 'index.html'))) return null;
  return readFileSync(file, 'utf8').trim();
}

export function writeStamp(distDir: string, stamp: string): void {
  writeFileSync(path.join(distDir, STAMP_FILE), `${stamp}\n`);
}
