import "server-only";
import { randomUUID } from "node:crypto";
import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { fieldErrors } from "@/lib/validations/field-errors";
import { isInvalidInputError } from "../prisma-errors";
import { HttpError, MESSAGES } from "./errors";

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (request: Request, context: RouteContext<P>) => Promise<Response>;

/**
 * Wraps a route handler so that every failure becomes a JSON error with a Spanish message:
 * HttpError keeps its status, a zod error is a 400 with field messages, anything else is a 500
 * logged with a request id and never shown to the client.
 */
export function route<P = Record<string, never>>(handler: Handler<P>): Handler<P> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorResponse(error, request);
    }
  };
}

export function errorResponse(error: unknown, request?: Request): Response {
  if (error instanceof HttpError) {
    return NextResponse.json(
      { error: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      { status: error.status, headers: error.headers },
    );
  }
  if (error instanceof ZodError) {
    return NextResponse.json({ error: MESSAGES.invalidInput, fields: fieldErrors(error) }, { status: 400 });
  }
  const requestId = randomUUID();
  // A value the database refused (a NUL byte, an impossible date) that validation let through: the
  // client's fault, so a 400, but logged, since a field should have said so.
  const invalidInput = isInvalidInputError(error);
  console.error(
    JSON.stringify({
      level: invalidInput ? "warn" : "error",
      requestId,
      method: request?.method,
      url: request?.url,
      error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
    }),
  );
  if (invalidInput) return NextResponse.json({ error: MESSAGES.invalidInput, requestId }, { status: 400 });
  return NextResponse.json({ error: MESSAGES.internal, requestId }, { status: 500 });
}
