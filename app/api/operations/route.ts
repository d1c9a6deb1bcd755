import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http/body";
import { route } from "@/server/http/handler";
import { PUBLIC_CACHE_CONTROL } from "@/server/http/public-cache-control";
import { createOperation } from "@/server/operations-admin";
import { getPublicOperations } from "@/server/public-data";

export const GET = route(async () =>
  NextResponse.json(await getPublicOperations(), { headers: { "cache-control": PUBLIC_CACHE_CONTROL } }),
);

export const POST = route(async (request) => {
  const actor = await getActor(request.headers);
  const operation = await createOperation(actor, await readJsonBody(request));
  return NextResponse.json(operation, { status: 201 });
});
