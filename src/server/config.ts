import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllowList } from './catalog-io/fetch-photo';
import { isPostgresUrl } from './db/database';
import { parseTrustProxy } from './lib/network';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  adminUsername: string;
  adminPassword?: string;
  seedDemo: boolean;
  publicUrl: string;
  /** PUBLIC_URL was set: shared links use it too (else the address the visitor uses). */
  publicUrlGiven: boolean;
  clientDir: string;
  /** TRUST_PROXY: proxy hops or the proxies' addresses (lib/network.ts); false: none. */
  trustProxy: false | number | string[];
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** Bytes of public answers kept in memory; 0 keeps none (uncached benchmarks). */
  publicCacheBytes: number;
  /** LOG_LEVEL: pino's level for the server's log. */
  logLevel: LogLevel;
  /** IMPORT_URL_ALLOW: internal `host` or `host:port` entries an import's photo URLs may reach. */
  importUrlAllow: string[];
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

function logLevel(value: string | undefined): LogLevel {
  const level = value?.trim().toLowerCase() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(level))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}: ${value}`);
  return level as LogLevel;
}

export class ConfigError extends Error {}

const bool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !/^(0|false|no|off)$/i.test(value);

/** The signing key: from JWT_SECRET, or generated once into DATA_DIR (SQLite only). */
function resolveSecret(env: NodeJS.ProcessEnv, dataDir: string, postgres: boolean): string {
  const given = env.JWT_SECRET;
  if (given) {
    if (given.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
    return given;
  }
  if (postgres) {
    throw new ConfigError(
      'JWT_SECRET (at least 32 characters) is required with DATABASE_URL, so every process signs alike.',
    );
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isSafeInteger(ms) || ms < 1)
    throw new ConfigError(`${name} must be a positive number of milliseconds: ${value}`);
  return ms;
}

function cacheBytes(value: string | undefined) {
  const megabytes = Number(value || 64);
  if (!Number.isFinite(megabytes) || megabytes < 0)
    throw new ConfigError(`PUBLIC_CACHE_MB is not a size in megabytes: ${value}`);
  return Math.round(megabytes * 1024 * 1024);
}

function trustProxy(value: string | undefined) {
  try {
    return parseTrustProxy(value);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  root = process.cwd(),
): ServerConfig {
  // Unset or empty (`PORT=` in a unit file or a .env) is the default, as for every variable: an
  // empty text is not port 0 (any free port).
  const portText = env.PORT?.trim() || '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535)
    throw new ConfigError(`PORT is not a valid port: ${env.PORT}`);
  const host = env.HOST || '127.0.0.1';
  const dataDir = path.resolve(root, env.DATA_DIR || 'data');
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !isPostgresUrl(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const publicUrl = (
    env.PUBLIC_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  ).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(publicUrl))
    throw new ConfigError('PUBLIC_URL must start with http:// or https://');
  const headersTimeoutMs = milliseconds(env, 'HEADERS_TIMEOUT_MS', 10_000);
  const requestTimeoutMs = milliseconds(env, 'REQUEST_TIMEOUT_MS', 30_000);
  if (headersTimeoutMs > requestTimeoutMs)
    throw new ConfigError('HEADERS_TIMEOUT_MS cannot be longer than REQUEST_TIMEOUT_MS.');
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    jwtSecret: resolveSecret(env, dataDir, !!databaseUrl),
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: bool(env.SEED_DEMO, true),
    publicUrl,
    publicUrlGiven: Boolean(env.PUBLIC_URL),
    clientDir: path.resolve(root, env.CLIENT_DIR || 'dist/client'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    headersTimeoutMs,
    requestTimeoutMs,
    publicCacheBytes: cacheBytes(env.PUBLIC_CACHE_MB),
    logLevel: logLevel(env.LOG_LEVEL),
    importUrlAllow: parseAllowList(env.IMPORT_URL_ALLOW),
  };
}
