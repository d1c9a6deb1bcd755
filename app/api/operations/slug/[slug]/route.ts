import { NextResponse } from "next/server";
import { HttpError, MESSAGES } from "@/server/http/errors";
import { route } from "@/server/http/handler";
import { PUBLIC_CACHE_CONTROL } from "@/server/http/public-cache-control";
import { getPublicOperation } from "@/server/operations/public";

/**
 * Not prerendered (no generateStaticParams): a prerendered route answered other methods from, or
 * stored them in, its GET's cache entry. The data call is cached by tag, and server.ts keeps a copy
 * of the answer until an edit expires it, so a GET costs the same.
 */
export const GET = route<{ slug: string }>(async ({ params }) => {
  const { slug } = params;
  const operation = await getPublicOperation(slug);
  if (!operation) throw new HttpError(404, MESSAGES.operationNotFound);
  return NextResponse.json(operation, { headers: { "cache-control": PUBLIC_CACHE_CONTROL } });
});
