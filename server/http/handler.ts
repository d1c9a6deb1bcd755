import "server-only";
import { randomUUID } from "node:crypto";
import { NextResponse } from "next/server";
import { $ZodError } from "zod/v4/core";
import { fieldErrors } from "@/lib/validations/field-errors";
import { withRequestContext } from "../audit/request-context";
import { isInvalidInputError } from "../prisma-errors";
import { errorField, logger } from "../log/logger";
import { REQUEST_ID_HEADER, requestContext } from "../log/request-context";
import { HttpError, internalErrorMessage, MESSAGES } from "./errors";
import { assertFileBody, assertJsonBody, assertSameOrigin, isWrite } from "./origin";

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (request: Request, context: RouteContext<P>) => Promise<Response>;

type RouteOptions = {
  /**
   * "token": the route authenticates its caller by a secret of its own, never by the browser's
   * cookies, so a cross-site request has nothing to ride on (the start-up revalidation call).
   */
  writes?: "browser" | "token";
  /** What a write's body is: JSON (default), or the raw bytes of an uploaded file. */
  body?: "json" | "file";
};

/** What every answer that does not say otherwise gets: it may hold a signed-in user's data. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Wraps every route handler, so that no route can forget:
 *  - a write (POST, PUT, PATCH, DELETE) must come from this site (`Origin`, or
 *    `Sec-Fetch-Site: same-origin`) and carry its body as JSON: 403 / 415 otherwise;
 *  - an answer without its own Cache-Control is `private, no-store`;
 *  - every failure becomes a JSON error with a Spanish message: HttpError keeps its status, a zod
 *    error is a 400 with field messages, anything else is a 500 logged with the request id
 *    (server.ts's `x-request-id`), which the Spanish message quotes so an admin can find the line.
 */
export function route<P = Record<string, never>>(handler: Handler<P>, options: RouteOptions = {}): Handler<P> {
  return async (request, context) => {
    let response: Response;
    try {
      if (isWrite(request) && options.writes !== "token") {
        assertSameOrigin(request);
        if (options.body === "file") assertFileBody(request);
        else assertJsonBody(request);
      }
      // The audit log reads the client's address from here (server/audit/request-context.ts).
      response = await withRequestContext(request, () => handler(request, context));
    } catch (error) {
      response = errorResponse(error, request);
    }
    if (!response.headers.has("cache-control")) response.headers.set("cache-control", PRIVATE_CACHE_CONTROL);
    return response;
  };
}

export function errorResponse(error: unknown, request?: Request): Response {
  if (error instanceof HttpError) {
    return NextResponse.json(
      { error: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      { status: error.status, headers: error.headers },
    );
  }
  if (error instanceof $ZodError) {
    return NextResponse.json({ error: MESSAGES.invalidInput, fields: fieldErrors(error) }, { status: 400 });
  }
  const requestId = request?.headers.get(REQUEST_ID_HEADER) ?? requestContext()?.requestId ?? randomUUID();
  // A value the database refused (a NUL byte, an impossible date) that validation let through: the
  // client's fault, so a 400, but logged, since a field should have said so.
  const invalidInput = isInvalidInputError(error);
  const line = { msg: invalidInput ? "invalid input refused by the database" : "unhandled error", requestId, method: request?.method, path: request ? new URL(request.url).pathname : undefined, error: errorField(error) };
  if (invalidInput) {
    logger().warn(line);
    return NextResponse.json({ error: MESSAGES.invalidInput, requestId }, { status: 400 });
  }
  logger().error(line);
  return NextResponse.json({ error: internalErrorMessage(requestId), requestId }, { status: 500 });
}
