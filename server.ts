/**
 * The app's HTTP entry point (`npm run dev`, `npm start`). A thin wrapper around Next's handler that
 *  1. validates the configuration (server/env.ts), opens the database once (taking the embedded
 *     database's lock) and applies pending migrations, seeding the embedded database on the first
 *     start in development only; in production it says so when there is no administrator, and
 *     refuses a SITE_URL other than the one the build was made with (server/site-url.ts);
 *  2. records the peer address of every request in a header the client cannot forge, so that rate
 *     limits key on the real client unless a trusted proxy is configured (TRUSTED_PROXY_HOPS);
 *  3. answers repeated requests for public pages from an in-process copy of what Next served
 *     from its own cache (server/http/response-cache.ts);
 *  4. expires the cached public pages once started, since the data may have changed (database
 *     tool, another deploy) while no server was running;
 *  5. closes the database cleanly on SIGINT/SIGTERM, releasing the lock;
 *  6. sets the security headers of every response and answers the methods and malformed paths
 *     that must never reach a prerendered page (server/http/method-gate.ts).
 */
import http from "node:http";
import next from "next";
import { assertAuthConfiguration, isClerkEnabled } from "./server/auth/config";
import { CLIENT_ADDRESS_HEADER } from "./server/http/client-address-header";
import { closeDatabase, getDatabase } from "./server/database/instance";
import { prepareDatabase } from "./server/database/prepare";
import { issueInternalToken } from "./server/http/internal-token";
import { gateRequest } from "./server/http/method-gate";
import { securityHeaders } from "./server/http/security-headers";
import { ResponseCache } from "./server/http/response-cache";
import { loadEnvFiles } from "./server/load-env-files";
import { env } from "./server/env";
import { assertSiteUrlForProduction, builtSiteUrlMismatch } from "./server/site-url";
import { noAdministratorWarning } from "./server/start/administrators";
import { startMailWorker } from "./server/mail/worker";

process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const dev = process.env.NODE_ENV !== "production";
loadEnvFiles(dev);

async function start() {
  const { PORT: port, HOSTNAME: hostname } = env(); // a bad value stops here with a Spanish message
  assertAuthConfiguration();
  assertSiteUrlForProduction();
  const db = await getDatabase();
  await prepareDatabase(db, { demoData: dev, log: (line) => console.log(`> ${line}`) });
  const noAdmin = await noAdministratorWarning(db.prisma);
  if (noAdmin) console.warn(`> ${noAdmin}`);

  const app = next({ dev, hostname, port });
  await app.prepare();
  const handle = app.getRequestHandler();

  const cache = env().PUBLIC_RESPONSE_CACHE === "off" ? null : new ResponseCache();
  const security = Object.entries(
    securityHeaders({ dev, siteUrl: env().SITE_URL, clerkPublishableKey: isClerkEnabled() ? env().NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY : undefined }),
  );
  const server = http.createServer((req, res) => {
    req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
    for (const [name, value] of security) res.setHeader(name, value);
    if (gateRequest(req, res)) return;
    const key = dev || !cache ? null : cache.keyOf(req);
    if (key && cache?.serve(req, res, key)) return;
    if (key) cache?.capture(res, key);
    void handle(req, res);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(port, hostname, () => {
    const address = server.address();
    const base = `http://${hostname}:${typeof address === "object" && address ? address.port : port}`;
    void (async () => {
      const mismatch = dev ? null : await builtSiteUrlMismatch(base);
      if (mismatch) {
        console.error(`> ${mismatch}`);
        server.close();
        await closeDatabase();
        process.exit(1);
      }
      await refreshPublicCache(base);
      console.log(`> Club listo en ${base} (${dev ? "desarrollo" : "producción"})`);
    })();
  });

  // The e-mail outbox's worker (server/mail/worker.ts): sends what is due, with retries.
  const stopMailWorker = startMailWorker();

  const shutdown = () => {
    server.close();
    void stopMailWorker();
    void closeDatabase().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

async function refreshPublicCache(base: string) {
  try {
    const response = await fetch(`${base}/api/internal/revalidate`, {
      method: "POST",
      headers: { authorization: `Bearer ${issueInternalToken()}` },
    });
    if (response.status !== 204) console.warn(`> No se pudo refrescar la caché pública (${response.status})`);
  } catch (error) {
    console.warn(`> No se pudo refrescar la caché pública: ${error instanceof Error ? error.message : error}`);
  }
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
