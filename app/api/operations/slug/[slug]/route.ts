import { NextResponse } from "next/server";
import { AppError, MESSAGES } from "@/server/core/errors";
import { route } from "@/server/api/handler";
import { PUBLIC_CACHE_CONTROL } from "@/server/platform/node/public-cache-control";
import { getPublicOperation } from "@/server/operations/public";

/**
 * Not prerendered (no generateStaticParams): a prerendered route answered other methods from, or
 * stored them in, its GET's cache entry. The data call is cached by tag, and server.ts keeps a copy
 * of the answer until an edit expires it, so a GET costs the same.
 */
export const GET = route<{ slug: string }>(async ({ params }) => {
  const { slug } = params;
  const operation = await getPublicOperation(slug);
  if (!operation) throw new AppError("not-found", MESSAGES.operationNotFound);
  return NextResponse.json(operation, { headers: { "cache-control": PUBLIC_CACHE_CONTROL } });
});
