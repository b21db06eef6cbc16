// `npm start` builds the storefront only when its sources changed since the last build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readStamp, sourceStamp } from '../../../src/server/build/build-stamp';
import { ensureBuild } from '../../../src/server/build/ensure-build';
import { readyBanner } from '../../../src/server/ready-banner';

let root: string;
let distDir: string;
let builds: number;

function start(buildSucceeds = true): boolean {
  return ensureBuild({
    root,
    distDir,
    build: () => {
      builds += 1;
      if (!buildSucceeds) return false;
      mkdirSync(distDir, { recursive: true });
      writeFileSync(path.join(distDir, 'index.html'), '<!doctype html>');
      return true;
    },
    log: () => undefined,
  });
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'petora-build-'));
  distDir = path.join(root, 'dist');
  builds = 0;
  mkdirSync(path.join(root, 'src/client'), { recursive: true });
  writeFileSync(path.join(root, 'src/client/index.tsx'), 'export {};\n');
  writeFileSync(path.join(root, 'webpack.config.js'), 'module.exports = {};\n');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

it('builds when there is no build yet, then starts without building while nothing changed', () => {
  expect(start()).toBe(true);
  expect(start()).toBe(false);
  expect(start()).toBe(false);
  expect(builds).toBe(1);
  expect(readStamp(distDir)).toBe(sourceStamp(root));
});

it('builds again after a source file, a new file or a build config changed', () => {
  start();
  writeFileSync(path.join(root, 'src/client/index.tsx'), 'export const changed = 1;\n');
  expect(start()).toBe(true);
  writeFileSync(path.join(root, 'src/client/extra.ts'), 'export {};\n');
  expect(start()).toBe(true);
  writeFileSync(path.join(root, 'webpack.config.js'), 'module.exports = { mode: "production" };\n');
  expect(start()).toBe(true);
  expect(builds).toBe(4);
});

it('builds again when dist/ lost its page, and keeps no stamp after a failed build', () => {
  start();
  rmSync(path.join(distDir, 'index.html'));
  expect(start()).toBe(true);
  writeFileSync(path.join(root, 'src/client/index.tsx'), 'broken(\n');
  expect(() => start(false)).toThrow('The storefront build failed');
  expect(readStamp(distDir)).not.toBe(sourceStamp(root));
  expect(start()).toBe(true);
});

it('tells where the shop and its back office are', () => {
  expect(readyBanner('http://0.0.0.0:3000', 'https://shop.example.ae/')).toBe(
    'Petora is ready at https://shop.example.ae (listening on http://0.0.0.0:3000); back office at https://shop.example.ae/admin\n',
  );
});
