import { created, route } from "@/server/api/handler";
import { PUBLIC_CACHE_CONTROL } from "@/server/platform/node/public-cache-control";
import { createOperation } from "@/server/operations/admin";
import { getPublicOperations } from "@/server/operations/public";
import { NextResponse } from "next/server";

export const GET = route(async () =>
  NextResponse.json(await getPublicOperations(), { headers: { "cache-control": PUBLIC_CACHE_CONTROL } }),
);

export const POST = route.withCaller(async ({ actor, body }) => created(await createOperation(actor, body)), {
  idempotent: true,
});
