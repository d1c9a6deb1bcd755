/**
 * The app's HTTP server (`npm run dev` runs it through scripts/dev.ts with tsx; `npm start` runs
 * ./main.ts compiled to dist/server.mjs by `npm run build`). A thin wrapper around Next's handler that
 *  1. validates the configuration (server/platform/env.ts), listens at once (health answers while the rest
 *     starts: `/api/health` live, `/api/health/ready` 503 until ready, any other request 503 with
 *     `Retry-After`), opens the database once (taking the embedded database's lock) and applies
 *     pending migrations, seeding the embedded database on the first start in development only; in
 *     production it says so when there is no administrator, and refuses a SITE_URL other than the
 *     one the build was made with (server/platform/site-url.ts);
 *  2. gives every request an id (`x-request-id`) and logs one JSON line per request (server/log);
 *  3. records the peer address of every request in a header the client cannot forge, so that rate
 *     limits key on the real client unless a trusted proxy is configured (TRUSTED_PROXY_HOPS);
 *  4. answers repeated requests for public pages from an in-process copy of what Next served
 *     from its own cache (server/platform/node/response-cache.ts);
 *  5. on PostgreSQL, listens for the other instances' invalidations (server/bus) and applies them;
 *  6. expires the cached public pages before it is ready, since the data may have changed (database
 *     tool, another deploy) while no server was running (with Next ready, while the database opens);
 *  7. stops gracefully on SIGINT/SIGTERM: requests in flight finish, new ones get 503, then the
 *     database closes and the lock is released (server/platform/node/drain.ts);
 *  8. sets the security headers of every response and answers the methods and malformed paths
 *     that must never reach a prerendered page (server/platform/node/method-gate.ts);
 *  9. answers 404, not Next's 200, for the page of an operation that does not exist
 *     (server/platform/node/unknown-operation.ts), and 503 with a Spanish page, not an empty 200, for a
 *     page rendered while the database does not answer (server/platform/node/outage-page.ts);
 * 10. lets a response carry the `close` listeners Next adds per render without a false leak warning
 *     (server/platform/node/response-listeners.ts), and sends the Content-Length a file route declares,
 *     which Next drops (server/platform/node/declared-length.ts).
 */
import http from "node:http";
import next from "next";
import { assertAuthConfiguration, isClerkEnabled } from "../auth-config";
import { startBusListener, type BusListener } from "../bus/listener";
import { resolveDatabaseTarget } from "../database/config";
import { closeDatabase, getDatabase } from "../database/instance";
import { pendingMigrations } from "../database/pending-migrations";
import { prepareDatabase, type DemoDataLoader } from "../database/prepare";
import { env } from "../env";
import { registerDependencyChecks } from "../health/dependencies";
import { expectReadinessCheck, markStopping, registerReadinessCheck } from "../health/readiness";
import { CLIENT_ADDRESS_HEADER } from "../request/internal-headers";
import { restoreDeclaredLength } from "./declared-length";
import { Drain } from "./drain";
import { answerHealth } from "./health";
import { issueInternalToken } from "./internal-token";
import { answerUnavailablePage, isPageDocument, pageProbe } from "./outage-page";
import { gateRequest } from "./method-gate";
import { ResponseCache } from "./response-cache";
import { allowRenderListeners } from "./response-listeners";
import { securityHeaders } from "./security-headers";
import { STATIC_PREFIX, staticBrotli } from "./static-brotli";
import { settleUnknownOperation } from "./unknown-operation";
import { loadEnvFiles } from "../load-env-files";
import { routeConsoleToLogger } from "../log/console";
import { errorField, flushLogs, logger } from "../log/logger";
import { runWithRequestContext } from "../request/request-context";
import { pathOf, startRequestLog } from "../log/request-log";
import { assertSiteUrlForProduction, builtSiteUrlMismatch } from "../site-url";
import { startPhases } from "../start/phases";
import { noAdministratorWarning } from "../start/administrators";
import { startMailWorker } from "../mail/worker";

process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const dev = process.env.NODE_ENV !== "production";
loadEnvFiles(dev);

const INTERNAL_REVALIDATE = "/api/internal/revalidate";
/** The app's periodic work (app/api/internal/tick): every PERIODIC_WORK_SECONDS, the first at most a minute after start. */
const INTERNAL_TICK = "/api/internal/tick";
const SHUTDOWN_GRACE_MS = 10_000;
const MAINTENANCE_DELAY_MS = 30_000;
const STARTING_MESSAGE = JSON.stringify({ error: "El servidor se está iniciando. Inténtalo de nuevo en unos segundos." });

type Handle = (req: http.IncomingMessage, res: http.ServerResponse) => void;

async function start(demoData: DemoDataLoader | undefined) {
  const phases = startPhases();
  const { PORT: port, HOSTNAME: hostname } = env(); // a bad value stops here with a Spanish message
  assertAuthConfiguration();
  assertSiteUrlForProduction();
  if (!dev) routeConsoleToLogger();
  const target = resolveDatabaseTarget();
  for (const check of ["database", "migrations", target.kind === "postgres" ? "bus" : "", "mail", "http"])
    if (check) expectReadinessCheck(check);

  const drain = new Drain();
  let ready: Handle | null = null;
  // Before ready, Next answers only what the start itself asks for: the cache refresh (the internal
  // route needs its token).
  let early: Handle | null = null;
  const security = Object.entries(
    securityHeaders({
      dev,
      siteUrl: env().SITE_URL,
      clerkPublishableKey: isClerkEnabled() ? env().NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY : undefined,
    }),
  );
  const server = http.createServer((req, res) => {
    req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
    allowRenderListeners(res);
    restoreDeclaredLength(res);
    for (const [name, value] of security) res.setHeader(name, value);
    if (answerHealth(req, res, pathOf(req.url))) return;
    const context = startRequestLog(req, res);
    if (gateRequest(req, res) || drain.refuse(res)) return;
    const serve = ready ?? (early && pathOf(req.url) === INTERNAL_REVALIDATE ? early : null);
    if (!serve) return starting(res);
    drain.track(res);
    runWithRequestContext(context, () => serve(req, res));
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, hostname, resolve));
  const address = server.address();
  const base = `http://${hostname}:${typeof address === "object" && address ? address.port : port}`;
  phases.mark("listen");

  let bus: BusListener | null = null;
  let stopMailWorker: (() => Promise<void>) | null = null;
  let ticker: NodeJS.Timeout | null = null;
  const stop = async (code: number, note?: string) => {
    server.close();
    server.closeAllConnections();
    if (ticker) clearInterval(ticker);
    await stopMailWorker?.();
    await bus?.close();
    await closeDatabase();
    if (note) logger().info({ msg: note });
    flushLogs();
    process.exit(code);
  };
  const shutdown = (signal: string) => {
    markStopping();
    logger().info({ msg: `Deteniendo (${signal}): se terminan las peticiones en curso`, inFlight: drain.pending });
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 5_000).unref();
    void drain.stop(SHUTDOWN_GRACE_MS).finally(() => stop(0, "Detenido: base de datos cerrada"));
  };
  process.once("SIGINT", () => shutdown("SIGINT"));
  process.once("SIGTERM", () => shutdown("SIGTERM"));

  // Three things at once, none waiting for another: opening the database (the embedded engine's
  // WASM compiles on V8's background threads and reads its files while Next loads, so it starts
  // first), and Next's preparation followed by the start-up refresh (the SITE_URL check and the
  // expiry of the public cache, which need Next but no database) and, on PostgreSQL, the listener
  // of the other instances.
  const databasePrepared = openAndPrepareDatabase(phases, demoData);
  const app = next({ dev, hostname, port });
  const nextPrepared = app.prepare().then(() => {
    phases.mark("next");
    return app.getRequestHandler();
  });
  const refreshed = nextPrepared.then(async (handle) => {
    early = (req, res) => void handle(req, res);
    const [mismatch] = await Promise.all([
      dev ? null : builtSiteUrlMismatch(env().NEXT_DIST_DIR),
      revalidate(base).catch((error: unknown) => logger().warn({ msg: "No se pudo refrescar la caché pública", error: errorField(error) })),
    ]);
    phases.mark("refresh");
    return mismatch;
  });
  const busStarted =
    target.kind === "postgres"
      ? nextPrepared.then(async () => {
          bus = await startBusListener({
            url: target.url,
            expireTags: (tags) => revalidate(base, tags),
            expireAll: () => revalidate(base),
          });
          registerReadinessCheck("bus", () => bus?.isConnected() ?? false);
          phases.mark("bus");
        })
      : null;
  const [maintenance, handle, mismatch] = await Promise.all([databasePrepared, nextPrepared, refreshed, busStarted]);
  if (mismatch) {
    logger().error({ msg: mismatch });
    return stop(1);
  }

  // The e-mail outbox's worker (server/platform/mail/worker.ts): sends what is due, with retries.
  stopMailWorker = startMailWorker(undefined, (line) => logger().warn({ msg: line }));
  registerReadinessCheck("mail", () => true);
  ticker = startTicks(base);
  // The object store (required) and, with SMTP_URL, the SMTP server (degraded when down).
  registerDependencyChecks();

  const cache = env().PUBLIC_RESPONSE_CACHE === "off" ? null : new ResponseCache();
  const databaseUp = pageProbe(probeDatabase);
  const brotli = dev ? null : staticBrotli(env().NEXT_DIST_DIR);
  const serve: Handle = (req, res) => {
    if (brotli?.(req, res, pathOf(req.url))) return;
    const key = dev || !cache ? null : cache.keyOf(req);
    if (key && cache?.serve(req, res, key)) return;
    const render = () => {
      if (key) cache?.capture(res, key);
      const settled = settleUnknownOperation(req, res, operationExists);
      if (settled) void settled.then(() => handle(req, res));
      else void handle(req, res);
    };
    // A page is handed to Next only once the database answers: else the Spanish 503 page, never
    // an empty 200 (server/platform/node/outage-page.ts).
    if (!isPageDocument(req, pathOf(req.url))) return render();
    void databaseUp().then((up) => (up ? render() : answerUnavailablePage(req, res)));
  };
  ready = (req, res) => {
    // On PostgreSQL, first apply what other instances invalidated before this request arrived.
    const path = pathOf(req.url);
    if (!bus || path === INTERNAL_REVALIDATE || path.startsWith(STATIC_PREFIX)) return serve(req, res);
    void bus.caughtUp().then(() => serve(req, res));
  };
  registerReadinessCheck("http", () => true);
  logger().info({ msg: `Club listo en ${base} (${dev ? "desarrollo" : "producción"})`, ...phases.summary() });
  // The embedded engine runs on this thread: its VACUUM ANALYZE waits until the first visitors after
  // a (re)start have been served.
  setTimeout(() => {
    void maintenance().catch((error: unknown) => logger().warn({ msg: "VACUUM ANALYZE falló", error: errorField(error) }));
  }, MAINTENANCE_DELAY_MS).unref();
}

async function probeDatabase(): Promise<void> {
  const { prisma } = await getDatabase();
  await prisma.$queryRaw`SELECT 1`;
}

async function operationExists(slug: string): Promise<boolean> {
  const { prisma } = await getDatabase();
  return (await prisma.operation.findUnique({ where: { slug }, select: { id: true } })) !== null;
}

/** Opens the database, applies pending migrations and registers both readiness checks. */
async function openAndPrepareDatabase(
  phases: ReturnType<typeof startPhases>,
  demoData: DemoDataLoader | undefined,
): Promise<() => Promise<void>> {
  const db = await getDatabase();
  registerReadinessCheck("database", async () => (await db.prisma.$queryRaw<unknown[]>`SELECT 1`).length === 1);
  phases.mark("database");
  const { maintenance } = await prepareDatabase(db, { demoData, log: (line) => logger().info({ msg: line }) });
  registerReadinessCheck("migrations", async () => (await pendingMigrations(db.prisma)).length === 0);
  phases.mark("migrations");
  const noAdmin = await noAdministratorWarning(db.prisma);
  if (noAdmin) logger().warn({ msg: noAdmin });
  return maintenance;
}

function starting(res: http.ServerResponse) {
  res.writeHead(503, {
    "retry-after": "2",
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(STARTING_MESSAGE),
    "cache-control": "no-store",
  });
  res.end(STARTING_MESSAGE);
}

/** Expires cache tags in this process (all the public ones without `tags`) through the internal route. */
async function revalidate(base: string, tags?: string[]): Promise<void> {
  const response = await fetch(`${base}${INTERNAL_REVALIDATE}`, {
    method: "POST",
    headers: { authorization: `Bearer ${issueInternalToken()}`, ...(tags ? { "content-type": "application/json" } : {}) },
    ...(tags ? { body: JSON.stringify({ tags }) } : {}),
  });
  if (response.status !== 204) throw new Error(`HTTP ${response.status}`);
}

/** Calls the app's periodic work every PERIODIC_WORK_SECONDS (the first after at most a minute), logging a failure and going on. */
function startTicks(base: string): NodeJS.Timeout {
  const every = env().PERIODIC_WORK_SECONDS * 1000;
  const tick = () =>
    fetch(`${base}${INTERNAL_TICK}`, { method: "POST", headers: { authorization: `Bearer ${issueInternalToken()}` } })
      .then((response) => {
        if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
      })
      .catch((error: unknown) => logger().warn({ msg: `Tareas periódicas: ${error instanceof Error ? error.message : String(error)}` }));
  setTimeout(tick, Math.min(every, 60_000)).unref();
  const timer = setInterval(tick, every);
  timer.unref();
  return timer;
}

/**
 * Starts the server; a failure to start is logged and ends the process. `demoData` (development
 * only: scripts/dev.ts hands in prisma/seed.ts) loads the demo data into an empty embedded database.
 */
export function runServer({ demoData }: { demoData?: DemoDataLoader } = {}): void {
  start(demoData).catch((error: unknown) => {
    logger().error({ msg: error instanceof Error ? error.message : String(error) });
    flushLogs();
    process.exit(1);
  });
}
