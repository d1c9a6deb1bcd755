/**
 * The app's HTTP entry point (`npm run dev`, `npm start`). A thin wrapper around Next's handler that
 *  1. opens the database once (taking the embedded database's lock) and applies pending migrations,
 *     seeding the embedded development database on its first start;
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

process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const dev = process.env.NODE_ENV !== "production";
loadEnvFiles(dev);
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "localhost";

async function start() {
  assertAuthConfiguration();
  await prepareDatabase(await getDatabase(), { log: (line) => console.log(`> ${line}`) });

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
    void refreshPublicCache().then(() =>
      console.log(`> Club listo en http://${hostname}:${port} (${dev ? "desarrollo" : "producción"})`),
    );
  });

  const shutdown = () => {
    server.close();
    void closeDatabase().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

async function refreshPublicCache() {
  try {
    const response = await fetch(`http://${hostname}:${port}/api/internal/revalidate`, {
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
