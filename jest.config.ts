/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// ESM-only packages that babel must transform for jest's CJS mode.
const esm = ['cookie', 'jose', 'content-disposition', '@electric-sql/pglite', 'jwt-decode', 'uuid', 'typebox'];
const shared = {
  transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
  transformIgnorePatterns: [`/node_modules/(?!(${esm.join('|')})/)`],
  testMatch: ['**/*.test.[jt]s?(x)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'cjs', 'mjs', 'json'],
};

const config: Config = {
  testTimeout: 30_000,
  // Jest's default on a two-core machine is one worker, which runs every file one after another.
  // Two run the client and server files in parallel; the e2e files come after them, one at a
  // time, since they share one server and each drives a Chromium (e2e-serial-runner.ts).
  maxWorkers: 2,
  projects: [
    {
      ...shared,
      displayName: 'client',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/__tests__/client', '<rootDir>/__tests__/shared'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/support/client-setup.ts'],
      moduleNameMapper: { '\\.(css|png|jpg|webp|svg|woff2?)$': '<rootDir>/__tests__/support/file-stub.js' },
    },
    {
      ...shared,
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/__tests__/server'],
      globalSetup: '<rootDir>/__tests__/support/server-global-setup.ts',
      globalTeardown: '<rootDir>/__tests__/support/server-global-teardown.ts',
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      runner: '<rootDir>/__tests__/support/e2e-serial-runner.ts',
      roots: ['<rootDir>/__tests__/e2e'],
      globalSetup: '<rootDir>/__tests__/support/e2e-global-setup.ts',
      globalTeardown: '<rootDir>/__tests__/support/e2e-global-teardown.ts',
    },
  ],
};

export default config;
