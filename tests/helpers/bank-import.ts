import { expect } from "vitest";
import { POST as importRoute } from "@/app/api/bank-statements/route";
import { POST as createInvestmentRoute } from "@/app/api/investments/route";
import { GET as getInvestmentRoute, PUT as updateInvestmentRoute } from "@/app/api/investments/[id]/route";
import { CLIENT_ADDRESS_HEADER } from "@/server/platform/request/internal-headers";
import { testDb } from "./db";
import { BASE, jsonRequest, params } from "./http";

/** `POST /api/bank-statements` with a file's bytes, as the back-office's upload sends them (signed out without `cookie`). */
export function uploadStatement(
  bytes: Uint8Array,
  { cookie, name = "extracto.xml" }: { cookie?: string; name?: string },
): Promise<Response> {
  const headers = new Headers({
    origin: BASE,
    "content-type": "application/octet-stream",
    "x-file-name": encodeURIComponent(name),
    [CLIENT_ADDRESS_HEADER]: "127.0.0.1",
  });
  if (cookie) headers.set("cookie", cookie);
  return importRoute(new Request(`${BASE}/api/bank-statements`, { method: "POST", headers, body: Buffer.from(bytes) }), params({}));
}

const json = async (response: Response) => JSON.parse(await response.text()) as Record<string, unknown>;
let made = 0;

/** A new operation and the investor's request of `amount` on it, confirmed by the admin: a committed participation with its reference. */
export async function committedParticipation(admin: string, investor: string, amount: string) {
  made++;
  const suffix = `${made}-${Math.random().toString(36).slice(2, 8)}`;
  const { id: operationId } = await (
    await testDb()
  ).operation.create({
    data: { title: `Banco ${suffix}`, slug: `banco-${suffix}`, province: "madrid", pvp: "500000", ticketMin: "10000" },
    select: { id: true },
  });
  const asked = await createInvestmentRoute(
    jsonRequest("POST", "/api/investments", {
      headers: { cookie: investor },
      body: { operationId, amount, acceptTerms: true, fichaVersion: 1, riskAcknowledged: true },
    }),
    params({}),
  );
  const id = String((await json(asked)).id);
  const current = await json(
    await getInvestmentRoute(jsonRequest("GET", `/api/investments/${id}`, { headers: { cookie: admin } }), params({ id })),
  );
  const confirmed = await updateInvestmentRoute(
    jsonRequest("PUT", `/api/investments/${id}`, { headers: { cookie: admin }, body: { ...current, status: "active" } }),
    params({ id }),
  );
  expect(confirmed.status).toBe(200);
  return { id, operationId, reference: String((await json(confirmed)).paymentReference) };
}

/** The participation's contributions (APORTE), smallest first, as the ledger holds them. */
export async function contributions(investmentId: string) {
  const rows = await (
    await testDb()
  ).movement.findMany({
    where: { investmentId, type: "APORTE" },
    select: { amount: true, status: true, transactionDate: true, paymentMethod: true, reference: true },
    orderBy: { amount: "asc" },
  });
  return rows.map((row) => ({ ...row, amount: row.amount.toFixed(2), transactionDate: row.transactionDate.toISOString().slice(0, 10) }));
}
