import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http/body";
import { route } from "@/server/http/handler";
import { createDocument, listDocuments } from "@/server/documents";

/** Admins get every row; an investor only the rows that are theirs to see. */
export const GET = route(async (request) => NextResponse.json(await listDocuments(await getActor(request.headers))));

export const POST = route(async (request) => {
  const actor = await getActor(request.headers);
  return NextResponse.json(await createDocument(actor, await readJsonBody(request)), { status: 201 });
});
