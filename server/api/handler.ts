import "server-only";
import { randomUUID } from "node:crypto";
import { NextResponse } from "next/server";
import { $ZodError } from "zod/v4/core";
import { fieldErrors } from "@/lib/validations/field-errors";
import { isInvalidInputError, isMissingRow } from "../platform/database/prisma-errors";
import type { Actor } from "../core/actor";
import { getActor } from "../auth/session";
import { readJsonBody } from "./body";
import { errorField, logger } from "../platform/log/logger";
import { REQUEST_ID_HEADER, requestContext, withRequestHeaders } from "../platform/request/request-context";
import { AppError, internalErrorMessage, MESSAGES, type ErrorCode } from "../core/errors";
import { assertFileBody, assertJsonBody, assertSameOrigin, isWrite } from "./origin";
import { prisma } from "../platform/database/client";
import { databaseAnswers, OUTAGE_RETRY_AFTER_SECONDS, outageOf, type Outage } from "../platform/outage";
import { IDEMPOTENCY_HEADER, once } from "./idempotency";
import { clientAddress } from "../platform/request/client-address";

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (request: Request, context: RouteContext<P>) => Promise<Response>;

type RouteOptions = {
  /**
   * "token": the route authenticates its caller by a secret of its own, never by the browser's
   * cookies, so a cross-site request has nothing to ride on (the start-up revalidation call; the
   * one-click unsubscribe, which mail clients POST cross-site with a form body, RFC 8058). Its body
   * is not read.
   */
  writes?: "browser" | "token";
  /**
   * What a write's body is: JSON (default; read and handed to the handler as `body`), the raw
   * bytes of an uploaded file (the handler streams `request.body`), or nothing at all.
   */
  body?: "json" | "file" | "none";
  /**
   * A POST that creates club data: it honours `Idempotency-Key` (server/api/idempotency.ts), so a
   * client that retries it with the same key gets the first answer and nothing is written twice.
   */
  idempotent?: true;
};

/** What a handler is handed: the request, its path parameters and query, and for JSON writes the body. */
export type RouteCall<P> = {
  request: Request;
  params: P;
  query: URLSearchParams;
  /** The parsed JSON body of a POST, PUT or PATCH (size-limited); `undefined` otherwise. */
  body: unknown;
};

/** A handler that also needs to know who calls: null when nobody is signed in (the data layer answers 401/403). */
export type CallerRouteCall<P> = RouteCall<P> & { actor: Actor | null };

/** A handler's answer: a Response as it is, anything else as JSON with status 200. */
type Answer = Response | object;

/** What every answer that does not say otherwise gets: it may hold a signed-in user's data. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

const WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

/**
 * Wraps every route handler, so that no route can forget:
 *  - a write (POST, PUT, PATCH, DELETE) must come from this site (`Origin`, or
 *    `Sec-Fetch-Site: same-origin`) and carry its body as JSON: 403 / 415 otherwise;
 *  - a JSON body is read within its size limit (413) and parsed (400) before the handler runs;
 *  - an answer without its own Cache-Control is `private, no-store`;
 *  - every failure becomes a JSON error with a Spanish message: an AppError gets its code's status (STATUS_OF), a zod
 *    error is a 400 with field messages, a row that is not there (a write racing a deletion) a
 *    404, the database or the object store being down a 503 with `Retry-After` (logged as a
 *    warning), anything else is a 500 logged with the request id (server.ts's `x-request-id`),
 *    which the Spanish message quotes so an admin can find the line.
 */
function wrap<P>(answer: (call: RouteCall<P>) => Promise<Answer>, options: RouteOptions): Handler<P> {
  return async (request, context) => {
    let response: Response;
    try {
      if (isWrite(request) && options.writes !== "token") {
        assertSameOrigin(request);
        if (options.body === "file") assertFileBody(request);
        else assertJsonBody(request);
      }
      const jsonBody = WITH_BODY.has(request.method) && (options.body ?? "json") === "json" && options.writes !== "token";
      const call: RouteCall<P> = {
        request,
        params: context?.params ? await context.params : ({} as P),
        query: new URL(request.url).searchParams,
        body: jsonBody ? await readJsonBody(request) : undefined,
      };
      // The audit log reads the client's address from the request's context (server/audit/request-address.ts).
      const run = async () => {
        const answered = await withRequestHeaders(request.headers, () => answer(call));
        return answered instanceof Response ? answered : NextResponse.json(answered);
      };
      const key = options.idempotent ? request.headers.get(IDEMPOTENCY_HEADER) : null;
      response = key === null ? await run() : await once(request, key, await idempotencyScope(request), call.body, run);
    } catch (error) {
      response = await failureResponse(error, request);
    }
    if (!response.headers.has("cache-control")) response.headers.set("cache-control", PRIVATE_CACHE_CONTROL);
    return response;
  };
}

/** Whose keys these are: the signed-in user's, or a visitor's by the client's address. */
async function idempotencyScope(request: Request): Promise<string> {
  const actor = await getActor(request.headers);
  return actor ? `user:${actor.id}` : `client:${clientAddress(request.headers)}`;
}

/** A route that needs nobody signed in, or checks its caller its own way (a token, a secret). */
export function route<P = Record<string, never>>(answer: (call: RouteCall<P>) => Promise<Answer>, options: RouteOptions = {}): Handler<P> {
  return wrap(answer, options);
}

/**
 * A route whose handler is handed the caller, resolved once for the request. The data functions
 * it calls check the caller themselves (server/core/actor.ts), so the rule lives in one place.
 */
route.withCaller = function withCaller<P = Record<string, never>>(
  answer: (call: CallerRouteCall<P>) => Promise<Answer>,
  options: RouteOptions = {},
): Handler<P> {
  return wrap<P>(async (call) => answer({ ...call, actor: await getActor(call.request.headers) }), options);
};

type ById = { id: string };

/**
 * The handlers of a resource's own address (`/api/<entities>/{id}`), each a data function of the
 * caller and the id. A read of a row the caller may not see is a 404, exactly like a missing one;
 * a PUT takes the resource as the GET answers it (server/shared/update-body.ts); a delete is a 204.
 */
export const byId = {
  read: (read: (actor: Actor | null, id: string) => Promise<object>) =>
    route.withCaller<ById>(async ({ actor, params }) => read(actor, params.id)),
  update: (update: (actor: Actor | null, id: string, input: unknown) => Promise<object>) =>
    route.withCaller<ById>(async ({ actor, params, body }) => update(actor, params.id, body)),
  remove: (remove: (actor: Actor | null, id: string) => Promise<void>) =>
    route.withCaller<ById>(async ({ actor, params }) => {
      await remove(actor, params.id);
      return noContent();
    }),
};

/** 201 with the created resource. */
export const created = (value: object) => NextResponse.json(value, { status: 201 });

/** 204 without a body. */
export const noContent = () => new Response(null, { status: 204 });

/**
 * An unexpected error is checked against the database once (a bounded `SELECT 1`): an error that
 * crossed a "use cache" boundary arrives without its code (in production, without its message), so
 * a database outage is recognised by the database not answering now.
 */
async function failureResponse(error: unknown, request: Request): Promise<Response> {
  if (!isUnexpected(error)) return errorResponse(error, request);
  const up = await databaseAnswers(async () => (await prisma()).$queryRaw`SELECT 1`);
  return errorResponse(error, request, up ? undefined : "database");
}

function isUnexpected(error: unknown): boolean {
  return (
    !(error instanceof AppError) &&
    !(error instanceof $ZodError) &&
    !isMissingRow(error) &&
    !isInvalidInputError(error) &&
    outageOf(error) === null
  );
}

/** The one place an error's code becomes an HTTP status. */
export const STATUS_OF: Record<ErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  "too-large": 413,
  "unsupported-type": 415,
  unprocessable: 422,
  "rate-limited": 429,
  unavailable: 503,
};

export function errorResponse(error: unknown, request?: Request, knownOutage?: Outage): Response {
  if (error instanceof AppError) {
    return NextResponse.json(
      { error: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      {
        status: STATUS_OF[error.code],
        headers: error.retryAfterSeconds === undefined ? undefined : { "Retry-After": String(error.retryAfterSeconds) },
      },
    );
  }
  if (error instanceof $ZodError) {
    return NextResponse.json({ error: MESSAGES.invalidInput, fields: fieldErrors(error) }, { status: 400 });
  }
  // The one place "no such row" becomes a 404: an update or delete that found nothing to change.
  if (isMissingRow(error)) return NextResponse.json({ error: MESSAGES.notFound }, { status: 404 });
  const requestId = request?.headers.get(REQUEST_ID_HEADER) ?? requestContext()?.requestId ?? randomUUID();
  // A value the database refused (a NUL byte, an impossible date) that validation let through: the
  // client's fault, so a 400, but logged, since a field should have said so.
  const invalidInput = isInvalidInputError(error);
  const outage = invalidInput ? null : (knownOutage ?? outageOf(error));
  const line = {
    msg: invalidInput ? "invalid input refused by the database" : outage ? `${outage} unavailable` : "unhandled error",
    requestId,
    method: request?.method,
    path: request ? new URL(request.url).pathname : undefined,
    error: errorField(error),
  };
  if (invalidInput) {
    logger().warn(line);
    return NextResponse.json({ error: MESSAGES.invalidInput, requestId }, { status: 400 });
  }
  if (outage) {
    logger().warn(line);
    return NextResponse.json(
      { error: outage === "storage" ? MESSAGES.storageUnavailable : MESSAGES.databaseUnavailable, requestId },
      { status: 503, headers: { "retry-after": String(OUTAGE_RETRY_AFTER_SECONDS) } },
    );
  }
  logger().error(line);
  return NextResponse.json({ error: internalErrorMessage(requestId), requestId }, { status: 500 });
}
