import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The server the end-to-end tests start: a fresh data dir, the demo catalogue, a known admin. */
export const E2E_PORT = Number(process.env.E2E_PORT || 8391);
export const E2E_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_ADMIN = { username: 'admin', password: 'admin-e2e-password' };

const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(path.join(tmpdir(), 'agrotec-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export const E2E_ENV: Record<string, string> = {
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_USERNAME: E2E_ADMIN.username,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  SEED_DEMO: 'true',
  // Playwright passes its own environment on too: the e2e server always uses its fresh SQLite
  // file, even when the API suite runs on PostgreSQL in the same `npm test`.
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
  PATH: process.env.PATH ?? '',
};
