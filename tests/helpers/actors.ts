import { expect } from "vitest";
import { $ZodError } from "zod/v4/core";
import type { Actor } from "@/server/core/actor";
import { AppError } from "@/server/core/errors";
import { fieldErrors } from "@/lib/validations/field-errors";
import { testDb } from "./db";

/** Server functions take the caller as an Actor: a user row as one. */
export const actorOf = (user: {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: string;
}): Actor => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
});

/** The seeded account with `email`, as an Actor. */
export async function actorByEmail(email: string): Promise<Actor> {
  return actorOf(await (await testDb()).user.findUniqueOrThrow({ where: { email } }));
}

/** A new open operation of the test's own (madrid, price and ticket given), its id. */
export async function ownOperation(title: string, slug: string, pvp = "500000", ticketMin = "10000"): Promise<string> {
  return (await (await testDb()).operation.create({ data: { title, slug, province: "madrid", pvp, ticketMin, status: "abierta" } })).id;
}

/**
 * What a refused call answers: its code, message and field messages, as the route would send them
 * (a schema's refusal is a 400 "invalid"). A call that does not refuse fails the test.
 */
export async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string; fields?: Record<string, string> }> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (error instanceof $ZodError) return { code: "invalid", message: "Datos no válidos", fields: fieldErrors(error) };
  expect(error).toBeInstanceOf(AppError);
  const { code, message, fields } = error as AppError;
  return fields ? { code, message, fields } : { code, message };
}
