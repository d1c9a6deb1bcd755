import { beforeAll, describe, expect, it } from "vitest";
import { GET as listContracts } from "@/app/api/contracts/route";
import { GET as listDocuments } from "@/app/api/documents/route";
import { GET as listParticipations } from "@/app/api/investments/route";
import { GET as listMessages } from "@/app/api/messages/route";
import { GET as listMovements } from "@/app/api/transactions/route";
import { GET as exportTransactions } from "@/app/api/transactions/export/route";
import { GET as listUsers } from "@/app/api/users/route";
import { LIST_LIMIT, LIST_WINDOW_MESSAGES } from "@/server/shared/bounded-list";
import { newestFirst } from "@/server/ledger/movements";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";

/** Issue 34, item 4: no list call answers an unbounded number of rows, at 100,000 movements too. */
const MOVEMENTS = 100_000;
let admin: string;
let investor: string;

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
  const db = await testDb();
  const operation = await db.operation.findFirstOrThrow({ select: { id: true } });
  const owner = await db.user.findUniqueOrThrow({ where: { email: INVESTOR }, select: { id: true } });
  // Generated in one statement; the per-row search-text trigger is off meanwhile (its text is not under test here).
  await db.$transaction([
    db.$executeRaw`ALTER TABLE transactions DISABLE TRIGGER transactions_search_text`,
    db.$executeRaw`
      INSERT INTO transactions (id, operation_id, user_id, type, amount, status, transaction_date, reference)
      SELECT gen_random_uuid(), ${operation.id}::uuid, ${owner.id}::uuid, 'APORTE', 10 + i % 1000, 'completed',
             timestamptz '2020-01-01' + i * interval '1 minute', 'TRX-MASIVA-' || i
      FROM generate_series(1, ${MOVEMENTS}) AS i`,
    db.$executeRaw`ALTER TABLE transactions ENABLE TRIGGER transactions_search_text`,
  ]);
}, 120_000);

type Handler = (request: Request, context: { params: Promise<Record<string, never>> }) => Promise<Response>;
const get = (handler: Handler, path: string, cookie = admin) => handler(jsonRequest("GET", path, { headers: { cookie } }), params({}));

describe("list calls answer one bounded window", () => {
  it("GET /api/transactions without a page: the newest 100 of 100,000+, the total and the next window's link", async () => {
    const db = await testDb();
    const total = await db.movement.count();
    expect(total).toBeGreaterThan(MOVEMENTS);
    const first = await get(listMovements, "/api/transactions");
    expect(first.status).toBe(200);
    const rows = (await first.json()) as { id: string; transactionDate: string }[];
    expect(rows).toHaveLength(LIST_LIMIT.default);
    expect(first.headers.get("x-total-count")).toBe(String(total));
    expect(first.headers.get("link")).toBe(`</api/transactions?offset=100&limit=100>; rel="next"`);
    // Movements of one instant (the demo's of today are all at 00:00) in the list's own order.
    const newest = await db.movement.findMany({
      orderBy: newestFirst,
      take: 100,
      select: { id: true },
    });
    expect(rows.map((row) => row.id)).toEqual(newest.map((row) => row.id));

    const second = (await (await get(listMovements, "/api/transactions?offset=100&limit=100")).json()) as { id: string }[];
    expect(second).toHaveLength(100);
    expect(second.some((row) => rows.some((seen) => seen.id === row.id))).toBe(false);

    const widest = await get(listMovements, "/api/transactions?limit=500");
    expect((await widest.json()) as unknown[]).toHaveLength(LIST_LIMIT.max);
    const last = await get(listMovements, `/api/transactions?offset=${total - 3}`);
    expect((await last.json()) as unknown[]).toHaveLength(3);
    expect(last.headers.get("link")).toBeNull();
  }, 60_000);

  it("the investor's own movements are bounded the same way", async () => {
    const response = await get(listMovements, "/api/transactions?limit=20", investor);
    expect((await response.json()) as unknown[]).toHaveLength(20);
    expect(Number(response.headers.get("x-total-count"))).toBeGreaterThan(MOVEMENTS);
  });

  it("every list call answers within its window, with the total and the link to the next", async () => {
    for (const [handler, path] of [
      [listParticipations, "/api/investments"],
      [listUsers, "/api/users"],
      [listDocuments, "/api/documents"],
      [listContracts, "/api/contracts"],
      [listMessages, "/api/messages"],
    ] as const) {
      const all = await get(handler as Handler, path);
      const total = Number(all.headers.get("x-total-count"));
      expect(total, path).toBeGreaterThan(2);
      expect(((await all.json()) as unknown[]).length, path).toBe(Math.min(total, LIST_LIMIT.default));
      const two = await get(handler as Handler, `${path}?limit=2`);
      expect(((await two.json()) as unknown[]).length, path).toBe(2);
      expect(two.headers.get("link"), path).toBe(`<${path}?limit=2&offset=2>; rel="next"`);
    }
  });

  it("a window out of range is a 400 with the field's message", async () => {
    for (const [query, field, message] of [
      ["limit=501", "limit", LIST_WINDOW_MESSAGES.limit],
      ["limit=0", "limit", LIST_WINDOW_MESSAGES.limit],
      ["limit=diez", "limit", LIST_WINDOW_MESSAGES.limit],
      ["offset=-1", "offset", LIST_WINDOW_MESSAGES.offset],
      ["offset=1.5", "offset", LIST_WINDOW_MESSAGES.offset],
    ] as const) {
      const response = await get(listMovements, `/api/transactions?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string> }).fields[field], query).toBe(message);
    }
  });
});

describe("a whole export does not hold up the paged calls", () => {
  it("a page asked for while the 100,000-row CSV streams answers in under 200 ms", async () => {
    const response = await get(exportTransactions as Handler, "/api/transactions/export");
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let bytes = 0;
    let done = false;
    const draining = (async () => {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.length;
      done = true;
    })();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the export is under way
    const timings: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const page = await get(listMovements, "/api/transactions?page=1&pageSize=20");
      expect(page.status).toBe(200);
      timings.push(performance.now() - started);
    }
    const overlapped = !done;
    await draining;
    expect(overlapped).toBe(true); // the pages were asked for while the export ran
    expect(bytes).toBeGreaterThan(MOVEMENTS * 40); // the whole history went out
    expect(timings.sort((a, b) => a - b)[1]).toBeLessThan(200);
  }, 120_000);
});
