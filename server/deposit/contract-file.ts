import "server-only";
import { assertAdmin, assertSignedIn, type Actor } from "../core/actor";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { storedFileResponse } from "../files/serve-file";
import { contractFileName } from "./open";

/** The signed contract (with its evidence page) of the caller's own deposit account; 404 when they have none. */
export async function ownContractResponse(actor: Actor | null, request: Request): Promise<Response> {
  assertSignedIn(actor);
  const db = await prisma();
  const row = await db.depositAccount.findUnique({ where: { userId: actor.id }, select: { contractKey: true, contractVersion: true } });
  return row ? respond(row, request) : notFound();
}

/** An admin downloads any account's signed contract. */
export async function contractResponse(actor: Actor | null, id: string, request: Request): Promise<Response> {
  assertAdmin(actor);
  const db = await prisma();
  const row = await db.depositAccount.findUnique({ where: { id: rowId(id) }, select: { contractKey: true, contractVersion: true } });
  return row ? respond(row, request) : notFound();
}

function respond(row: { contractKey: string; contractVersion: number }, request: Request) {
  return storedFileResponse(
    { storageKey: row.contractKey, originalName: contractFileName(row.contractVersion), contentType: "application/pdf", isPublic: false },
    request,
  );
}
