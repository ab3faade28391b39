import { defineConfig, devices } from '@playwright/test';
import { E2E_ENV, E2E_URL } from './tests/e2e/env';

/** End-to-end tests: Debian's Chromium (or CHROME_PATH) against the built server on 127.0.0.1. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: E2E_URL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The map's tiles are outside this machine: never reached, with or without a network
        // (tests/e2e/fixtures.ts: standInMapTiles, for the tests that look at the map).
        '--host-resolver-rules=MAP *.tile.openstreetmap.org ~NOTFOUND',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      // Working without signal is a phone's story (issue 21): checked at 400 px only.
      testIgnore: /offline\.spec\.ts$/,
    },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 400, height: 860 },
        hasTouch: true,
        isMobile: false,
      },
    },
  ],
  webServer: {
    command: 'node dist/server/main.mjs',
    url: `${E2E_URL}/api/health`,
    env: E2E_ENV,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
