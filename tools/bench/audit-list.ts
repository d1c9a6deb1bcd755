/**
 * `npm run bench:audit-list`: how long Actividad's list takes at volume, in process (the server
 * work of one page of /admin/actividad: the page's rows and the capped count), on the database of
 * DATABASE_URL — seed it first with `DATABASE_URL=file:.data/audit-large npm run db:seed -- --large`
 * (about a million audit rows). Each query runs `--runs` times (default 7) after one warm-up; the
 * table shows the median and the slowest. Run it with the server stopped (the embedded database
 * has one opener).
 *
 *   DATABASE_URL=file:.data/audit-large npm run bench:audit-list -- [--runs 7]
 */
import { parseArgs } from "node:util";
import { auditQuerySchema, type AuditQuery } from "../../lib/validations/audit";
import { listAuditPage, listEntityHistory } from "../../server/audit/list";
import { closeDatabase, getDatabase } from "../../server/platform/database/instance";
import { loadEnvFiles } from "../../server/platform/load-env-files";
import { fixed, table } from "./lib/markdown";

type Case = { name: string; run: () => Promise<unknown> };

async function main() {
  loadEnvFiles();
  const { values } = parseArgs({ options: { runs: { type: "string", default: "7" } } });
  const runs = Number(values.runs);
  const db = (await getDatabase()).prisma;
  const total = Number((await db.$queryRawUnsafe<{ n: bigint }[]>("SELECT count(*) AS n FROM audit_events"))[0]!.n);
  const admin = await db.user.findFirstOrThrow({
    where: { role: "admin" },
    select: { id: true, email: true, firstName: true, lastName: true, role: true },
  });
  const investor = await db.user.findFirstOrThrow({
    where: { role: "investor", email: { startsWith: "inversor@" } },
    select: { id: true },
  });
  const operation = await db.operation.findFirstOrThrow({ select: { id: true } });
  // A cursor 90 % of the way down: what "Página siguiente" reaches after 45,000 pages of 20.
  const [deep] = await db.$queryRawUnsafe<{ at: Date; id: bigint }[]>(
    `SELECT created_at AS at, id FROM audit_events ORDER BY created_at DESC, id DESC OFFSET ${Math.floor(total * 0.9)} LIMIT 1`,
  );
  const cursor = `${deep!.at.toISOString()}~${deep!.id}`;
  const query = (params: Record<string, string>): AuditQuery => auditQuerySchema.parse(params);
  const page = (params: Record<string, string>) => () => listAuditPage(admin, query(params));
  const yearAgo = new Date(Date.now() - 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const monthAfter = new Date(Date.now() - 335 * 24 * 3600 * 1000).toISOString().slice(0, 10);

  const cases: Case[] = [
    { name: "first page (20, newest)", run: page({}) },
    { name: "deep page (cursor at 90 %)", run: page({ after: cursor }) },
    { name: "page of 100", run: page({ pageSize: "100" }) },
    { name: "person = the admin", run: page({ actor: admin.id }) },
    { name: "person = one investor", run: page({ actor: investor.id }) },
    { name: "element = document", run: page({ entity: "document" }) },
    { name: "action = sign-in-failed", run: page({ action: "sign-in-failed" }) },
    { name: "action + element, deep", run: page({ action: "update", entity: "operation", after: cursor }) },
    { name: "one month a year ago", run: page({ from: yearAgo, to: monthAfter }) },
    { name: "search 'garcía'", run: page({ q: "garcía" }) },
    { name: "search a rare e-mail", run: page({ q: "inversor@demo" }) },
    { name: "one operation's history", run: () => listEntityHistory(admin, "operation", operation.id) },
    // The first case also paid for warming the process up: measured again last.
    { name: "first page, again", run: page({}) },
  ];

  const rows: string[][] = [];
  for (const item of cases) {
    await item.run(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await item.run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push([item.name, fixed(times[Math.floor(times.length / 2)]!, 1), fixed(times[times.length - 1]!, 1)]);
  }
  console.log(`\nActividad at ${total.toLocaleString("es-ES")} audit rows (in process, ${runs} runs each; ms):\n`);
  console.log(table(["query", "median", "max"], rows));
  await closeDatabase();
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await closeDatabase().catch(() => {});
  process.exit(1);
});
