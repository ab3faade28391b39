import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import { createDatabaseThrottle } from './auth/shared-throttle';
import { createMemoryThrottle, type ThrottleLimits } from './auth/throttle';
import type { DbHandle } from './db/database';
import { authPlugin } from './plugins/auth';
import { clientPlugin } from './plugins/client';
import { dbPlugin } from './plugins/db';
import {
  answerClientError,
  registerErrorHandlers,
  sendFrameworkError,
  sendJsonNotFound,
} from './plugins/errors';
import { multipartPlugin } from './plugins/multipart';
import { publicCachePlugin } from './plugins/public-cache';
import { routeTablePlugin } from './plugins/route-table';
import { securityPlugin } from './plugins/security';
import { readStartScripts } from './html/start-scripts';
import { COMPRESS_MIN_BYTES } from './lib/content-encoding';
import { swaggerPlugin } from './plugins/swagger';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { catalogRoutes } from './routes/catalog';
import { catalogImageRoutes } from './routes/catalog-images';
import { catalogIoRoutes } from './routes/catalog-io';
import { PRODUCTS, SERVICES } from './catalog/kinds';
import { eventRoutes, DEFAULT_EVENT_LIMITS, type EventLimits } from './routes/events';
import { healthRoutes } from './routes/health';
import { insightsRoutes } from './routes/insights';
import { mediaRoutes } from './routes/media';
import { searchRoutes } from './routes/search';
import { specRoutes } from './routes/specs';
import { feedIssueRoutes, feedRoutes } from './routes/feeds';
import { seoRoutes } from './routes/seo';
import { userRoutes } from './routes/users';
import { createEventRecorder } from './events/recorder';
import { fastifyTrustProxy } from './lib/network';
import { finiteKeyword } from './lib/finite';
import { validatorsByPart } from './lib/validators';
import { BRAND } from '@/shared/brand';

export interface AppOptions {
  db: DbHandle;
  jwtSecret: string;
  /** Close the database when the app closes (the server's own handle; tests keep theirs). */
  ownsDb?: boolean;
  /** Built client folder; without it only the API is served. */
  clientDir?: string;
  publicUrl?: string;
  /** `publicUrl` was given (PUBLIC_URL): the pages' shared links use it too. */
  publicUrlGiven?: boolean;
  logger?: FastifyServerOptions['logger'];
  tokenTtlSeconds?: number;
  /**
   * Sign-in failures allowed per client and account in a window; a client may fail
   * CLIENT_FAILURES_PER_ACCOUNT_LIMIT times as often across accounts.
   */
  signIn?: ThrottleLimits;
  /** Proxies whose X-Forwarded-For is believed: a hop count or their addresses (lib/network.ts). */
  trustProxy?: false | number | string[];
  /** How long a client may take to send its headers, and its whole request (uploads too). */
  timeouts?: RequestTimeouts;
  /** Bytes of public answers each process keeps in memory (64 MB by default). */
  publicCacheBytes?: number;
  /** Internal hosts an import's picture URLs may reach (the config's IMPORT_URL_ALLOW; none by default). */
  importUrlAllow?: string[];
  /** Demand counts (issue 23): the clock (tests move it), the flush interval, the rate limit. */
  events?: {
    now?: () => number;
    flushMs?: number;
    limits?: EventLimits;
    maxPending?: number;
    maxPairs?: number;
  };
}

interface RequestTimeouts {
  headersMs: number;
  requestMs: number;
}

const DEFAULT_TIMEOUTS: RequestTimeouts = { headersMs: 10_000, requestMs: 30_000 };
const DEFAULT_SIGN_IN: ThrottleLimits = { maxFailures: 10, failureWindowMs: 15 * 60_000 };
/** How many accounts' worth of failures one client may spread across accounts in a window. */
const CLIENT_FAILURES_PER_ACCOUNT_LIMIT = 5;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { headersMs, requestMs } = options.timeouts ?? DEFAULT_TIMEOUTS;
  const app = Fastify({
    logger: options.logger ?? false,
    // Node checks these every connectionsCheckingInterval (30 s by default): check often enough
    // that a slow client is cut near its limit.
    requestTimeout: requestMs,
    http: {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersMs / 4))),
    },
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    bodyLimit: 1024 * 1024,
    frameworkErrors: sendFrameworkError,
    // A request Node's parser refuses (a bad Content-Length, huge headers, a timeout) never
    // reaches Fastify's routing: it is answered here, in Spanish, and its socket closed.
    clientErrorHandler: answerClientError,
    ajv: {
      plugins: [finiteKeyword],
      // Unknown fields are a 400, not silently dropped. Coercion applies to the querystring,
      // params and headers only: bodies are validated as the JSON they are (validatorsByPart).
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
      },
    },
    schemaController: { compilersFactory: { buildValidator: validatorsByPart() } },
  });

  // The API reads JSON and multipart only: a text/plain body is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body is no body (a DELETE or a sign-out sent with the JSON content type goes on
  // to its route); a route whose schema needs a body still refuses it (plugins/errors.ts).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    parseJson(request, body as string, done);
  });
  await app.register(routeTablePlugin);
  registerErrorHandlers(app);
  await app.register(dbPlugin, { handle: options.db, closeOnShutdown: options.ownsDb ?? false });
  // The page template's first scripts, written inline in every page (and allowed by the CSP).
  const startScripts = options.clientDir ? readStartScripts(options.clientDir) : [];
  await app.register(securityPlugin, { inlineScripts: startScripts });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
  });
  await app.register(swaggerPlugin);
  await app.register(authPlugin, {
    jwtSecret: options.jwtSecret,
    tokenTtlSeconds: options.tokenTtlSeconds,
  });
  await app.register(publicCachePlugin, { maxBytes: options.publicCacheBytes });
  await app.register(multipartPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  // On PostgreSQL several processes may share the database: they share the failure counts too.
  const limits = options.signIn ?? DEFAULT_SIGN_IN;
  const throttle = (given: ThrottleLimits) =>
    options.db.dialect === 'postgres'
      ? createDatabaseThrottle(options.db.db, given)
      : createMemoryThrottle(given);
  await app.register(
    authRoutes({
      accountThrottle: throttle(limits),
      clientThrottle: throttle({
        ...limits,
        maxFailures: limits.maxFailures * CLIENT_FAILURES_PER_ACCOUNT_LIMIT,
      }),
    }),
    { prefix: '/api/auth' },
  );
  for (const kind of [PRODUCTS, SERVICES]) {
    await app.register(catalogRoutes(kind), { prefix: kind.prefix });
    await app.register(catalogImageRoutes(kind), { prefix: kind.prefix });
  }
  await app.register(specRoutes('public'), { prefix: '/api/specs' });
  await app.register(specRoutes('admin'), { prefix: '/api/admin/specs' });
  await app.register(searchRoutes, { prefix: '/api/search' });
  await app.register(mediaRoutes, { prefix: '/api/media' });
  await app.register(userRoutes, { prefix: '/api/users' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(
    catalogIoRoutes({
      publicUrl: options.publicUrl ?? '',
      urlAllow: options.importUrlAllow ?? [],
    }),
    { prefix: '/api/admin/catalog' },
  );
  const now = options.events?.now ?? Date.now;
  const recorder = createEventRecorder(options.db.db, {
    now,
    flushMs: options.events?.flushMs,
    maxPending: options.events?.maxPending,
    maxPairs: options.events?.maxPairs,
    onError: (err) => app.log.warn({ err }, 'demand counts not written yet (kept for a retry)'),
    onDropped: (lost) =>
      app.log.error(lost, 'demand counts dropped: the pending batch is full (database down?)'),
  });
  await app.register(eventRoutes(recorder, options.events?.limits ?? DEFAULT_EVENT_LIMITS, now), {
    prefix: '/api/events',
  });
  await app.register(insightsRoutes(recorder, now), { prefix: '/api/admin' });
  await app.register(seoRoutes({ publicUrl: options.publicUrl }));
  await app.register(feedRoutes({ publicUrl: options.publicUrl }));
  await app.register(feedIssueRoutes, { prefix: '/api/admin/catalog' });

  if (options.clientDir) {
    await app.register(clientPlugin, {
      dir: options.clientDir,
      startScripts,
      publicUrl: options.publicUrl ?? '',
      siteAddress: options.publicUrlGiven ? options.publicUrl : undefined,
      brand: BRAND,
    });
  } else {
    app.setNotFoundHandler(sendJsonNotFound);
  }
  return app;
}
