import { afterAll, describe, expect, it } from "vitest";
import { POST as contactRoute } from "@/app/api/contact/route";
import { GET as operationsRoute } from "@/app/api/operations/route";
import { closeDatabase, getDatabase, provideDatabase } from "@/server/platform/database/instance";
import { applyMigrations } from "@/server/platform/database/migrations";
import { CONNECT_DEADLINE_MS, openDatabase } from "@/server/platform/database/open";
import { MESSAGES } from "@/server/core/errors";
import { route } from "@/server/api/handler";
import { jsonRequest, params } from "../helpers/http";
import { postgresBin, startPostgres } from "../helpers/postgres-server";
import { closedPort, startSilentServer } from "../helpers/silent-server";

const listOperations = () => operationsRoute(jsonRequest("GET", "/api/operations"), params({}));
const sendContact = () =>
  contactRoute(
    jsonRequest("POST", "/api/contact", {
      body: {
        name: "Ana Pérez",
        email: "ana@correo.example",
        phone: "",
        message: "Quiero información sobre el club.",
        acceptPrivacy: true,
      },
    }),
    params({}),
  );

async function expectOutage(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("5");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const body = (await response.json()) as { error: string; requestId: string };
  expect(body.error).toBe(MESSAGES.databaseUnavailable);
  expect(body.requestId).toBeTruthy();
}

afterAll(() => closeDatabase());

describe("with the database unavailable the API answers 503 with Retry-After, never 500", () => {
  it("when nothing listens at the database's address", async () => {
    await closeDatabase();
    const url = `postgresql://postgres@127.0.0.1:${await closedPort()}/club`;
    provideDatabase(() => openDatabase({ kind: "postgres", url }));
    await expectOutage(await listOperations());
    await expectOutage(await sendContact());
  });

  it("when the database's address accepts connections and never answers (a frozen server): 503 once the connect deadline passes", async () => {
    const silent = await startSilentServer();
    try {
      await closeDatabase();
      provideDatabase(() => openDatabase({ kind: "postgres", url: `postgresql://postgres@127.0.0.1:${silent.port}/club` }));
      const started = performance.now();
      await expectOutage(await listOperations());
      const seconds = (performance.now() - started) / 1000;
      // The connect deadline, then the wrapper's bounded SELECT 1 (whose connection hits it too).
      expect(seconds).toBeGreaterThanOrEqual(CONNECT_DEADLINE_MS / 1000 - 0.5);
      expect(seconds).toBeLessThan((2 * CONNECT_DEADLINE_MS) / 1000 + 3);
    } finally {
      await closeDatabase();
      await silent.close();
    }
  }, 30_000);

  it('when the error lost its code on the way (a "use cache" boundary redacts it): the database not answering decides', async () => {
    await closeDatabase();
    const url = `postgresql://postgres@127.0.0.1:${await closedPort()}/club`;
    provideDatabase(() => openDatabase({ kind: "postgres", url }));
    // What a cached function's failure looks like once Next has serialised it in production.
    const redacted = route(async () => {
      throw new Error("An error occurred in the Server Components render. The specific message is omitted in production builds.");
    });
    await expectOutage(await redacted(jsonRequest("GET", "/api/operations"), params({})));

    await closeDatabase();
    provideDatabase(() => openDatabase({ kind: "memory" }));
    await (
      await getDatabase()
    ).prisma.$queryRaw`SELECT 1`; // opened before the request, as a running server's is
    const response = await redacted(jsonRequest("GET", "/api/operations"), params({}));
    expect(response.status).toBe(500);
    expect(response.headers.get("retry-after")).toBeNull();
  });

  const bin = postgresBin();
  it.skipIf(!bin)("when a real PostgreSQL server stops under the app, and again 200 once it is back", { timeout: 90_000 }, async () => {
    const server = await startPostgres(bin!);
    try {
      const migrated = await openDatabase({ kind: "postgres", url: server.url });
      await applyMigrations(migrated.adapter);
      await migrated.close();

      await closeDatabase();
      provideDatabase(() => openDatabase({ kind: "postgres", url: server.url }));
      // The pool holds open connections when the server stops: they are ended (57P01), then refused.
      expect((await listOperations()).status).toBe(200);

      server.stop();
      await expectOutage(await listOperations());
      await expectOutage(await listOperations());
      await expectOutage(await sendContact());

      server.start();
      await expect.poll(async () => (await listOperations()).status, { timeout: 10_000 }).toBe(200);
    } finally {
      await closeDatabase();
      server.remove();
    }
  });
});
