/**
 * Start Aisle: database (embedded unless DATABASE_URL), migrations, demo store, models, agent, HTTP server.
 * Used by `npm start` (main.ts), the CLI and the tests.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type ServerType } from '@hono/node-server';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { createApp, type Readiness } from './app.ts';
import { deploymentTracing, releaseTracingEnv, type Config } from './config.ts';
import { applyMigrations, asyncCommitDatabase, MIGRATIONS_DIR, openAsyncCommitPool, openDatabase, openSearchPool, startEmbeddedPostgres, holdAdvisoryLock, STARTUP_LOCKS, type Database, type EmbeddedServer } from './db/index.ts';
import { createAgentService, createProviderModel, createVocabularyTranslatorFor, loadIntentClassifier, LocalChatModel, memoizeClassifier, warmLanguages, type AgentService } from './agent/index.ts';
import { createWidgetRoutes } from './conversations/routes.ts';
import { createAdminConversationRoutes } from './conversations/admin-routes.ts';
import { createTokenSigner } from './conversations/tokens.ts';
import { createRealtime, type Realtime } from './conversations/realtime.ts';
import { registerConversationJobs } from './conversations/jobs.ts';
import { createWidgetAuthorizer } from './conversations/widget-auth.ts';
import { createPaymentRoutes, createPaymentService, registerPaymentJobs, type PaymentService } from './payments/index.ts';
import { findConversation, findMessage, markThreadsPruned, staleConversationThreads } from './conversations/index.ts';
import { createStorefrontRoutes } from './catalog/storefront-routes.ts';
import { countProducts, createCatalogAdminRoutes, registerCatalogImportJobs, VOCABULARY_TRACE_NAME, warmSoftWords, type VocabularyTranslatorFor } from './catalog/index.ts';
import { countOrders, createOrderLookupLimiter } from './orders/index.ts';
import { createKnowledgeRoutes } from './knowledge/index.ts';
import {
  createAdminRoutes, createRunRoutes, createTraceExport, createTraceExportRoutes, DESTINATION_SECRET_PURPOSE, registerTraceRetentionJob, startBackgroundTrace, type TraceExport,
} from './observability/index.ts';
import { createShopifyAdminRoutes, createShopifyPlatform, DEMO_OWNER_EMAIL, MAX_SHOPIFY_WEBHOOK_BYTES, DEMO_STORE_HANDLE, ensureDemoOwner, seedDemoStore, type ShopifyPlatform } from './platforms/index.ts';
import {
  createAuthRoutes, createLoginLimiter, createSettingsRoutes, createStaffAuth, createStaffRoutes, loadPlans, loadSecrets, LOGIN_LIMITS, MODEL_KEY_PURPOSE,
  findStoreById, findStoreWithModel, readSettingsDraft, readStoreModel, sameOriginGuard, type CurrencyUsage, type SettingsDraft,
} from './stores/index.ts';
import { parseProxyTrust } from './shared/client.ts';
import { createSecretBox } from './shared/secret-box.ts';
import { createOverviewRoutes } from './overview/index.ts';
import { createWebRoutes } from './web/routes.ts';
import { createApprovalWorkflow, type ApprovalWorkflow } from './approvals/workflow.ts';
import { createApprovalRoutes } from './approvals/routes.ts';
import { registerApprovalJobs } from './approvals/jobs.ts';
import { createAgentTestRoutes, createAgentTests, deleteTestRunsBefore, type AgentTests } from './agent-tests/index.ts';
import { createJobs, type Jobs } from './jobs/index.ts';
import { silentLogger, type Logger } from './shared/logger.ts';
import { createEventsService, type Dispatcher } from './events/index.ts';
import { createGuardedFetch, parseOutboundAllow } from './shared/outbound.ts';
import { problemFor } from './shared/errors.ts';

/** Version from package.json. */
export const VERSION: string = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
/** Built front-end assets (npm run build:web). */
export const DIST_DIR = fileURLToPath(new URL('../dist/web', import.meta.url));

/**
 * A running Aisle. `stop()` closes HTTP, stops the job workers, closes the pool and the embedded server it
 * started (idempotent). `jobs`: the process's pg-boss job runner (register queues, send jobs); `events`: the domain-event dispatcher.
 * `demoOwner`: the demo store owner's sign-in (password from secrets.json; null without the demo store).
 */
export type Aisle = {
  url: string; port: number; database: Database; agent: AgentService; jobs: Jobs; approvals: ApprovalWorkflow; events: Dispatcher;
  /** Trace export to LangSmith and OTLP backends (its queue: `traceExport.queue`). */
  traceExport: TraceExport;
  /** Carts, checkouts, refunds (`payments.refundOrderPayment`, `payments.refundPayment`), Stripe webhooks. */
  payments: PaymentService;
  /** This process's LISTEN/NOTIFY fan-out of conversation changes (live widget and inbox channels). */
  realtime: Realtime;
  /** The Shopify app (null unless SHOPIFY_API_KEY and SHOPIFY_API_SECRET are set). */
  shopify: ShopifyPlatform | null;
  demoOwner: { email: string; password: string } | null;
  /** Test runs of the Test agent screen (sandboxed replays, live vs draft; a pg-boss job each). */
  agentTests: AgentTests;
  /** A store's unpublished settings draft with its model key openable (null = none): test runs replay against it. */
  readSettingsDraft: (storeId: string) => Promise<SettingsDraft | null>;
  embedded: EmbeddedServer | null; stop: () => Promise<void>;
};

/** Options of {@link startAisle}: `listen: false` builds everything but opens no port (CLI). */
export type StartOptions = { config: Config; logger?: Logger; listen?: boolean; onSeedProgress?: (done: number, total?: number) => void };

/** Open the database: DATABASE_URL, or an embedded server under `<dataDir>/pg`. Migrations applied. */
export async function openConfiguredDatabase(config: Config, logger: Logger = silentLogger): Promise<{ database: Database; embedded: EmbeddedServer | null }> {
  let embedded: EmbeddedServer | null = null;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), {
      // PANIC stops the server; FATAL ends one session (also on every clean shutdown); ERROR lines are statements our
      // own code catches (unique violations…), so they are left out.
      log: (l) => { if (/PANIC/.test(l)) logger.fatal({ line: l }, 'embedded postgres'); else if (/FATAL/.test(l)) logger.warn({ line: l }, 'embedded postgres'); },
    });
    url = embedded.url;
  }
  const database: Database = { ...openDatabase(url, config.AISLE_DB_POOL_MAX), searchPool: openSearchPool(url) };
  try {
    await applyMigrations(database);
  } catch (err) {
    await database.searchPool?.end();
    await database.pool.end();
    await embedded?.stop();
    throw err;
  }
  return { database, embedded };
}

/** Count of committed migrations (journal entries). */
function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** How long the connection of a request refused by the HTTP parser keeps reading what its client still sends (ms). */
const LINGER_MS = 5_000;

/**
 * How long an idle keep-alive connection stays open, ms: longer than the idle timeout of the load balancers Aisle runs
 * behind (AWS ALB's default is 60 s; its docs ask for a target's keep-alive timeout larger than that) and than a client's
 * pool, which reads the server's `Keep-Alive: timeout=` and stops reusing a connection a second before it. With Node's
 * default 5 s, a loaded client could send a request on a connection the server was closing ("other side closed").
 */
export const KEEP_ALIVE_MS = 65_000;

/** Keep idle connections {@link KEEP_ALIVE_MS}; headers may take a second longer (Node: headersTimeout above keepAliveTimeout). */
function keepConnectionsAlive(server: ServerType): void {
  const http = server as unknown as { keepAliveTimeout: number; headersTimeout: number };
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  http.headersTimeout = KEEP_ALIVE_MS + 1_000;
}

/**
 * Requests Node's HTTP parser refuses before any route sees them (a request line or headers over 16 KB, bytes that
 * are not HTTP, a header value with control characters) are answered as problem+json `invalid_request` (400) instead
 * of Node's bare `400`/`431` with no body; a socket already gone is just closed.
 */
function answerMalformedRequests(server: ServerType): void {
  const answered = new WeakSet<object>();
  server.on('clientError', (err: Error & { code?: string }, socket: import('node:stream').Duplex) => {
    // The parser reports every later chunk of a refused request again: it was answered once.
    if (answered.has(socket)) return;
    if (err.code === 'ECONNRESET' || !socket.writable) { socket.destroy(); return; }
    answered.add(socket);
    const detail = err.code === 'HPE_HEADER_OVERFLOW' ? 'Request line and headers must stay under 16 KB' : 'Malformed HTTP request';
    const body = JSON.stringify(problemFor('invalid_request', detail));
    socket.end(`HTTP/1.1 400 Bad Request\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
    // Lingering close (nginx's lingering_close): a client still writing a request line of megabytes would get a reset
    // (EPIPE) instead of the answer if the socket closed now. What it still sends is read and dropped until it closes,
    // at most LINGER_MS.
    const linger = setTimeout(() => socket.destroy(), LINGER_MS);
    linger.unref();
    socket.once('close', () => clearTimeout(linger));
  });
}

/**
 * Start Aisle. A start that fails after the database was opened closes the pool and stops the embedded server it
 * started, so no orphan PostgreSQL outlives it.
 * @throws when the database cannot be opened or migrated, or the HTTP port cannot be bound
 */
export async function startAisle(opts: StartOptions): Promise<Aisle> {
  const logger = opts.logger ?? silentLogger;
  // Where merchant-supplied URLs may point (public addresses + AISLE_OUTBOUND_ALLOW); parsed first to fail fast.
  const outbound = parseOutboundAllow(opts.config.AISLE_OUTBOUND_ALLOW);
  const { database, embedded } = await openConfiguredDatabase(opts.config, logger.child({ module: 'db' }));
  try {
    return await startOn(database, embedded, outbound, opts, logger);
  } catch (err) {
    await database.pool.end().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw err;
  }
}

/** The rest of {@link startAisle}, on an open database. */
async function startOn(database: Database, embedded: EmbeddedServer | null, outbound: ReturnType<typeof parseOutboundAllow>, opts: StartOptions, logger: Logger): Promise<Aisle> {
  const { config } = opts;
  const secrets = await loadSecrets(config.dataDir, config.AISLE_SECRET);
  // Replicas starting together on one database take turns until their shared set-up is done (the demo store,
  // LangGraph's checkpoint tables, pg-boss's schema, the rate-limit table are created by whoever comes first).
  const releaseStartup = await holdAdvisoryLock(database, STARTUP_LOCKS.startup);
  if (config.AISLE_DEMO === '1') {
    await seedDemoStore(database, { onProgress: opts.onSeedProgress });
    await ensureDemoOwner(database, secrets.demoOwnerPassword);
  }

  const jobs = await createJobs(database, logger.child({ module: 'jobs' }), { workers: config.AISLE_JOBS === '1' });
  // A store's provider model translates its catalog's vocabulary after an import (late-bound: the models come below).
  // The same after a Shopify catalog sync.
  let translatorFor: VocabularyTranslatorFor | null = null;
  const vocabulary: VocabularyTranslatorFor = async (storeId) => (translatorFor ? translatorFor(storeId) : null);
  await registerCatalogImportJobs(jobs, database, logger.child({ module: 'catalog' }), {
    limits: { maxBytes: config.AISLE_IMPORT_MAX_BYTES, maxRecordChars: config.AISLE_IMPORT_MAX_RECORD_CHARS, maxRows: config.AISLE_IMPORT_MAX_ROWS },
    maxHeapMb: config.AISLE_IMPORT_MAX_HEAP_MB, timeoutMs: config.AISLE_IMPORT_TIMEOUT_MS, vocabulary,
  });
  await registerConversationJobs(jobs, database, logger.child({ module: 'conversations' }));
  await registerPaymentJobs(jobs, database, logger.child({ module: 'payments' }));

  // Remembered answers: a turn classifies the same words in the agent service and in the local model (nlu/memo.ts).
  const classifier = memoizeClassifier(await loadIntentClassifier({ cacheDir: path.join(config.dataDir, 'cache') }));
  const localModel = new LocalChatModel({ classifier });
  const provider = createProviderModel({
    openaiApiKey: config.OPENAI_API_KEY, openaiBaseUrl: config.OPENAI_BASE_URL, openaiModel: config.OPENAI_MODEL,
    anthropicApiKey: config.ANTHROPIC_API_KEY, anthropicModel: config.ANTHROPIC_MODEL, timeoutMs: config.AISLE_MODEL_TIMEOUT_MS,
  });
  const payments = createPaymentService({
    database,
    stripe: config.STRIPE_SECRET_KEY
      ? { secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null, apiUrl: config.STRIPE_API_URL }
      : null,
    testMode: config.AISLE_PAYMENTS === 'test', off: config.AISLE_PAYMENTS === 'off',
  });
  // The Shopify app, when configured. Its compliance handlers delete agent threads (late-bound: the agent needs the
  // app's orders platform first) and rate-limit buckets of an erased shop.
  let agentRef: AgentService | null = null;
  const shopify = config.SHOPIFY_API_KEY && config.SHOPIFY_API_SECRET
    ? await createShopifyPlatform({
      database, jobs, logger: logger.child({ module: 'shopify' }), appSecret: secrets.widgetSecret, apiKey: config.SHOPIFY_API_KEY, apiSecret: config.SHOPIFY_API_SECRET,
      appUrl: config.SHOPIFY_APP_URL ?? config.AISLE_PUBLIC_URL ?? `http://localhost:${config.PORT}`, apiUrl: config.SHOPIFY_API_URL,
      plans: loadPlans(), billingTest: config.SHOPIFY_BILLING_TEST,
      deleteThreads: async (ids) => { await agentRef?.deleteThreads(ids); },
      forgetStore: async (storeId) => { await database.pool.query("DELETE FROM rate_limits WHERE key LIKE '%' || $1 || '%'", [storeId]).catch(() => {}); },
      vocabulary,
    })
    : null;
  // Stores' model API keys are sealed with a key derived from the app secret (AISLE_SECRET or secrets.json).
  const keyBox = createSecretBox(secrets.widgetSecret, MODEL_KEY_PURPOSE);
  translatorFor = createVocabularyTranslatorFor({
    operator: provider, fetch: createGuardedFetch(outbound),
    // Each translation's requests are one trace of the store: its tokens and cost are in Traces and the overview.
    trace: (storeId) => startBackgroundTrace(database, { storeId, name: VOCABULARY_TRACE_NAME, onError: (err) => logger.warn({ storeId, err }, 'catalog vocabulary trace not written') }),
    readStore: async (storeId) => {
      const store = await findStoreById(database, storeId);
      return store ? { languages: store.parsedSettings.languages, model: await readStoreModel(database, keyBox, storeId) } : null;
    },
  });
  // Rate-limit buckets, checkpoints, trace runs and a turn's shopper message commit without waiting for fsync
  // (db/client.ts openAsyncCommitPool says why that loses nothing that matters); the agent's message, events and
  // everything else commit synchronously.
  const asyncCommitPool = openAsyncCommitPool(database.url);
  database.asyncCommitDb = asyncCommitDatabase(asyncCommitPool);
  const agent = await createAgentService({
    database, localModel, provider, classifier, timeoutMs: config.AISLE_MODEL_TIMEOUT_MS, logger: logger.child({ module: 'agent' }), checkpointPool: asyncCommitPool,
    storeModel: (storeId) => readStoreModel(database, keyBox, storeId), storeFetch: createGuardedFetch(outbound),
    payments, publicUrl: config.AISLE_PUBLIC_URL, refundPayment: payments.refundPayment, orders: shopify?.orders,
  });
  agentRef = agent;
  // Traces leave the process only through Aisle's redacting exporter: the LANGSMITH_*/LANGCHAIN_* and OTEL_EXPORTER_OTLP_*
  // variables are read once (config.ts) and taken away from LangChain and the OpenTelemetry exporters.
  const tracing = deploymentTracing(config);
  releaseTracingEnv();
  const traceBox = createSecretBox(secrets.widgetSecret, DESTINATION_SECRET_PURPOSE);
  const traceExport = createTraceExport({
    database, box: traceBox, logger: logger.child({ module: 'trace-export' }), serviceVersion: VERSION, timeoutMs: config.AISLE_TRACE_EXPORT_TIMEOUT_MS,
    deployment: { langsmith: tracing.langsmith, otlp: tracing.otlp, serviceName: tracing.serviceName },
    queue: { maxQueued: config.AISLE_TRACE_EXPORT_MAX_QUEUED, delayMs: config.AISLE_TRACE_EXPORT_DELAY_MS },
  });
  const approvals = createApprovalWorkflow({ database, agent, logger: logger.child({ module: 'approvals' }), createTracer: traceExport.createTracer });
  await registerApprovalJobs(jobs, approvals);
  const agentTests = await createAgentTests({
    database, agent, jobs, logger: logger.child({ module: 'agent-tests' }), readDraft: (storeId) => readSettingsDraft(database, keyBox, storeId),
  });
  await registerTraceRetentionJob(jobs, {
    database,
    staleThreads: (storeId, before, limit) => staleConversationThreads(database, storeId, before, limit),
    forgetThreads: async (storeId, threadIds) => {
      await agent.deleteThreads(threadIds);
      await markThreadsPruned(database, storeId, threadIds);
    },
    pruneTestRuns: (storeId, before, limit) => deleteTestRunsBefore(database, storeId, before, limit),
  }, logger.child({ module: 'trace-retention' }));

  // Rate limits live in Postgres so several processes share them (DESIGN.md scale-out); the table is created once.
  const visitorLimiter = await new Promise<RateLimiterPostgres>((resolve, reject) => {
    const l: RateLimiterPostgres = new RateLimiterPostgres({
      storeClient: asyncCommitPool, tableName: 'rate_limits', keyPrefix: 'visitor', points: config.AISLE_RATE_VISITOR_PER_MIN, duration: 60, clearExpiredByTimeout: true,
    }, (err?: Error) => (err ? reject(err) : resolve(l)));
  });
  await releaseStartup();
  const limiters = {
    visitor: visitorLimiter,
    store: new RateLimiterPostgres({ storeClient: asyncCommitPool, tableName: 'rate_limits', keyPrefix: 'store', points: config.AISLE_RATE_STORE_PER_MIN, duration: 60, clearExpiredByTimeout: false, tableCreated: true }),
    storeIp: new RateLimiterPostgres({ storeClient: asyncCommitPool, tableName: 'rate_limits', keyPrefix: 'store_ip', points: config.AISLE_RATE_STORE_IP_PER_MIN, duration: 60, clearExpiredByTimeout: false, tableCreated: true }),
    sessionIp: new RateLimiterPostgres({ storeClient: asyncCommitPool, tableName: 'rate_limits', keyPrefix: 'session_ip', points: config.AISLE_WIDGET_SESSIONS_PER_IP_PER_MIN, duration: 60, clearExpiredByTimeout: false, tableCreated: true }),
  };

  // One LISTEN connection per process: live channels of every process see every commit (DESIGN.md scale-out).
  const realtime = createRealtime({ url: database.url, logger: logger.child({ module: 'realtime' }) });
  await realtime.ready;

  const signer = createTokenSigner(secrets.widgetSecret);
  const staffAuth = createStaffAuth({ database, publicUrl: config.AISLE_PUBLIC_URL, bearer: shopify?.bearer });
  const { requireStaff } = staffAuth;
  const events = await createEventsService({
    database, jobs, appSecret: secrets.widgetSecret, requireStaff, logger: logger.child({ module: 'events' }), outbound,
    options: {
      pollMs: config.AISLE_EVENTS_POLL_MS, leaseMs: config.AISLE_EVENTS_LEASE_MS, retryBaseMs: config.AISLE_EVENTS_RETRY_BASE_MS,
      giveUpMs: config.AISLE_EVENTS_GIVE_UP_HOURS * 3_600_000, maxBatchBytes: config.AISLE_EVENTS_MAX_BATCH_BYTES,
      webhookTimeoutMs: config.AISLE_EVENTS_WEBHOOK_TIMEOUT_MS, retentionDays: config.AISLE_EVENTS_RETENTION_DAYS,
    },
  });

  // Products and orders are priced in the store's currency: while either exists it cannot change (stores/service.ts).
  const currencyUsage: CurrencyUsage = async (storeId) => ({ products: await countProducts(database, storeId), orders: await countOrders(database, storeId) });

  const migrationsExpected = expectedMigrations();
  async function readiness(): Promise<Readiness> {
    const checks: Readiness = { database: false, migrations: false, demo_catalog: config.AISLE_DEMO !== '1' };
    await database.pool.query('SELECT 1');
    checks.database = true;
    const m = await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM aisle_meta.__drizzle_migrations');
    checks.migrations = (m.rows[0]?.n ?? 0) >= migrationsExpected;
    if (config.AISLE_DEMO === '1') {
      const p = await database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p JOIN stores s ON s.id = p.store_id WHERE s.handle = $1`, [DEMO_STORE_HANDLE]);
      checks.demo_catalog = (p.rows[0]?.n ?? 0) > 0;
    }
    return checks;
  }

  const app = createApp({
    version: VERSION,
    logger: logger.child({ module: 'http' }),
    readiness,
    adminGuard: sameOriginGuard(config.AISLE_PUBLIC_URL),
    publicUrl: config.AISLE_PUBLIC_URL,
    adminAuth: staffAuth.signedIn,
    maxBodyBytes: config.AISLE_MAX_BODY_BYTES,
    trustProxy: parseProxyTrust(config.AISLE_TRUST_PROXY),
    bodyLimits: {
      '/api/v1/admin/catalog-imports': { maxBytes: config.AISLE_IMPORT_MAX_UPLOAD_BYTES, setting: 'AISLE_IMPORT_MAX_UPLOAD_BYTES' },
      '/webhooks/shopify': { maxBytes: MAX_SHOPIFY_WEBHOOK_BYTES },
    },
    subApps: [
      createAuthRoutes({ database, auth: staffAuth, limiter: createLoginLimiter(database, {
        accountIp: { points: config.AISLE_SIGNIN_MAX_PER_ACCOUNT_IP, duration: LOGIN_LIMITS.accountIp.duration },
        ip: { points: config.AISLE_SIGNIN_MAX_PER_IP, duration: LOGIN_LIMITS.ip.duration },
        account: { points: config.AISLE_SIGNIN_SLOW_AFTER_FAILS, duration: LOGIN_LIMITS.account.duration },
        slowMs: config.AISLE_SIGNIN_SLOW_MS,
        signupIp: { points: config.AISLE_SIGNUP_MAX_PER_IP, duration: LOGIN_LIMITS.signupIp.duration },
      }), signupOpen: config.AISLE_SIGNUP === 'open' }),
      createStaffRoutes({ database, requireStaff, publicUrl: config.AISLE_PUBLIC_URL }),
      createOverviewRoutes({ database, requireStaff }),
      createSettingsRoutes({
        database, requireStaff, keyBox, publicUrl: config.AISLE_PUBLIC_URL, operatorDefault: provider?.name ?? 'aisle-local', currencyUsage, outbound,
        checkoutMode: payments.checkoutModeOf,
      }),
      createWidgetRoutes({
        database, signer, agent, limiters, logger: logger.child({ module: 'conversations' }), publicUrl: config.AISLE_PUBLIC_URL, realtime,
        loadStore: (storeId) => findStoreWithModel(database, keyBox, storeId),
        orderLookup: createOrderLookupLimiter(database.pool, {
          perClient: { points: config.AISLE_ORDER_LOOKUP_MAX_FAILS, duration: config.AISLE_ORDER_LOOKUP_WINDOW_S },
          perStore: { points: config.AISLE_ORDER_LOOKUP_MAX_FAILS_PER_STORE, duration: config.AISLE_ORDER_LOOKUP_WINDOW_S },
        }),
        createTracer: traceExport.createTracer,
        onRated: (e) => traceExport.recordFeedback({
          storeId: e.storeId, conversationId: e.conversationId, key: 'csat', score: e.rating === 1 ? 1 : 0, ...(e.runId ? { traceId: e.runId, waitForTrace: true } : {}),
        }),
      }),
      createPaymentRoutes({ database, payments, authorize: createWidgetAuthorizer(database, signer), publicUrl: config.AISLE_PUBLIC_URL, logger: logger.child({ module: 'payments' }) }),
      createStorefrontRoutes({ database }),
      createAdminConversationRoutes({ database, requireStaff, realtime, streamRecheckMs: config.AISLE_ADMIN_STREAM_RECHECK_MS }),
      createApprovalRoutes({ database, requireStaff, workflow: approvals, orders: shopify?.orders }),
      createCatalogAdminRoutes({ database, requireStaff, jobs, maxUploadBytes: config.AISLE_IMPORT_MAX_UPLOAD_BYTES }),
      createKnowledgeRoutes({ database, requireStaff }),
      createAgentTestRoutes({ tests: agentTests, requireStaff }),
      events.routes,
      createRunRoutes({ database, requireStaff, conversationExists: async (storeId, id) => (await findConversation(database, storeId, id)) !== null }),
      createTraceExportRoutes({
        database, box: traceBox, traceExport, deployment: tracing, requireStaff,
        findMessage: (storeId, conversationId, messageId) => findMessage(database, storeId, conversationId, messageId),
      }),
      createAdminRoutes({ distDir: path.join(DIST_DIR, 'admin'), embed: shopify?.adminEmbed }),
      createWebRoutes({ distDir: path.join(DIST_DIR, 'widget') }),
      // Without the Shopify app its admin routes still answer (no store is a Shopify store; billing shows plan and usage).
      ...(shopify?.routes(requireStaff) ?? [createShopifyAdminRoutes({ database, requireStaff, app: null })]),
    ],
  });

  let server: ServerType | null = null;
  let port = 0;
  if (opts.listen !== false) {
    server = await new Promise<ServerType>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => { port = info.port; resolve(s); });
      s.once('error', reject);
    });
    answerMalformedRequests(server);
    keepConnectionsAlive(server);
  }
  if (opts.listen !== false && config.AISLE_WARM_UP === '1') {
    // Cold paths off the first shoppers' turns: the part-of-speech tagger of search's soft words (~300 ms to load).
    void warmSoftWords().catch((err: unknown) => logger.warn({ err }, 'search warm-up failed'));
    // …and the shopping lexicons and language detector of shoppers who write in other languages (~0.5-1 s).
    setImmediate(() => { try { warmLanguages(); } catch (err) { logger.warn({ err }, 'language warm-up failed'); } });
  }
  let stopped = false;
  return {
    url: `http://127.0.0.1:${port}`, port, database, agent, jobs, approvals, traceExport, events: events.dispatcher, payments, realtime, embedded, shopify,
    demoOwner: config.AISLE_DEMO === '1' ? { email: DEMO_OWNER_EMAIL, password: secrets.demoOwnerPassword } : null,
    readSettingsDraft: (storeId) => readSettingsDraft(database, keyBox, storeId), agentTests,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      if (server) {
        await new Promise<void>((resolve) => { server!.close(() => resolve()); (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.(); });
      }
      await realtime.stop();
      await events.stop();
      await jobs.stop();
      await approvals.idle().catch(() => {});
      await traceExport.close();
      await asyncCommitPool.end().catch(() => {});
      await database.searchPool?.end().catch(() => {});
      await database.pool.end().catch(() => {});
      await embedded?.stop();
    },
  };
}
