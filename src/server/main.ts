import { buildApp } from './app';
import { prepareData } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { createDb } from './db/database';
import { migrateToLatest } from './db/migrate';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  // The pool exists before the app and its logger.
  const logTo: { log?: FastifyBaseLogger } = {};
  const handle = await createDb({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'catalog.db'),
    onPoolError: (err) => logTo.log?.warn({ reason: err.message }, 'database connection lost'),
  });
  const applied = await migrateToLatest(handle.db);
  const app = await buildApp({
    db: handle,
    ownsDb: true,
    jwtSecret: config.jwtSecret,
    clientDir: config.clientDir,
    publicUrl: config.publicUrl,
    publicUrlGiven: config.publicUrlGiven,
    trustProxy: config.trustProxy,
    timeouts: { headersMs: config.headersTimeoutMs, requestMs: config.requestTimeoutMs },
    publicCacheBytes: config.publicCacheBytes,
    importUrlAllow: config.importUrlAllow,
    logger: { level: config.logLevel },
  });
  logTo.log = app.log;
  // The last net under every background task (flushes, heartbeats, listeners, jobs): a promise
  // nobody handled is logged, and the site goes on serving. Each task handles its own errors;
  // this is for the one that forgot.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled rejection in a background task (still serving)');
  });
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');

  const { admin, seeded, media } = await prepareData(handle.db, {
    adminUsername: config.adminUsername,
    adminPassword: config.adminPassword,
    seedDemo: config.seedDemo,
    log: (msg) => app.log.info(msg),
  });
  if (admin) {
    const lines = [`First admin created: username "${admin.username}"`];
    if (admin.generatedPassword)
      lines.push(`password "${admin.generatedPassword}" (shown only once: keep it)`);
    process.stdout.write(`\n  ${lines.join('\n  ')}\n\n`);
  }
  if (seeded) app.log.info(seeded, 'demo catalogue created');
  if (media) app.log.info(media, 'site media created');

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`ready in ${Date.now() - started} ms at ${config.publicUrl}`);

  // A signal may come twice (a terminal's Ctrl-C reaches a cluster's workers and its primary,
  // which passes SIGTERM on): the close already under way goes on.
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${err.message}\n`);
  } else {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
  process.exit(1);
});
