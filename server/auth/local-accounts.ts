import "server-only";
import { isAPIError } from "better-auth/api";
import type { SignInInput, SignUpInput } from "@/lib/validations/auth";
import { prisma } from "../db";
import { HttpError } from "../http/errors";
import { ROLES } from "./actor";
import type { Prisma } from "@/generated/prisma/client";
import { recordAudit } from "../audit/record";
import { personLabel } from "../audit/snapshots";
import { recordAccountEvent } from "./audit-events";
import { auditedAuthCall, ENDED_SESSION, NEW_SESSION, NEW_USER } from "./audited-writes";
import { localActor, localAuth } from "./local-session";
import { forgetSessions } from "./session-cache";

export const ACCOUNT_MESSAGES = {
  invalidCredentials: "Email o contraseña incorrectos",
  emailTaken: "Ya existe una cuenta con este email",
} as const;

export type SignedIn = { userId: string; role: string; setCookies: string[] };

function setCookies(headers: Headers): string[] {
  return headers.getSetCookie();
}

/** Checks the password and opens a session; the cookies to set come back with the result. */
export async function signInWithPassword(input: SignInInput, headers: Headers): Promise<SignedIn> {
  const auth = await localAuth();
  try {
    const { result } = await auditedAuthCall(NEW_SESSION, recordAccountEvent("sign-in", { email: input.email }, "self"), () =>
      auth.api.signInEmail({ body: input, headers, returnHeaders: true }),
    );
    const user = result.response.user as typeof result.response.user & { role?: string | null };
    return { userId: user.id, role: user.role ?? ROLES.investor, setCookies: setCookies(result.headers) };
  } catch (error) {
    if (isAPIError(error) && (error.status === "UNAUTHORIZED" || error.status === "BAD_REQUEST")) {
      throw new HttpError(401, ACCOUNT_MESSAGES.invalidCredentials);
    }
    throw error;
  }
}

/** Creates an investor account (the role is never taken from the request) and signs it in. */
export async function signUpWithPassword(input: SignUpInput, headers: Headers): Promise<SignedIn> {
  const auth = await localAuth();
  try {
    const { result } = await auditedAuthCall(NEW_USER, recordAccountEvent("sign-up", { email: input.email }, "self"), () =>
      auth.api.signUpEmail({
        body: { name: input.firstName, lastName: input.lastName, email: input.email, password: input.password },
        headers,
        returnHeaders: true,
      }),
    );
    return { userId: result.response.user.id, role: ROLES.investor, setCookies: setCookies(result.headers) };
  } catch (error) {
    if (await isTakenEmail(error, input.email)) {
      throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
    }
    throw error;
  }
}

/**
 * Whether sign-up failed because the e-mail has an account: better-auth says so, or its insert
 * failed and the e-mail is now taken (a sign-up at the same moment won). Any other failure (one
 * the database refused) is not a 409.
 */
async function isTakenEmail(error: unknown, email: string): Promise<boolean> {
  if (!isAPIError(error)) return false;
  const code = error.body?.code ?? "";
  if (code.startsWith("USER_ALREADY_EXISTS")) return true;
  if (code !== "FAILED_TO_CREATE_USER") return false;
  const db = await prisma();
  return (await db.user.count({ where: { email } })) > 0;
}

/** Deletes the session row behind the cookie; returns the cookies that clear it in the browser. */
export async function signOutLocal(headers: Headers): Promise<string[]> {
  const auth = await localAuth();
  const actor = await localActor(headers);
  try {
    const record = async (tx: Prisma.TransactionClient) => {
      if (actor)
        await recordAudit(tx, actor, { action: "sign-out", entityType: "user", entityId: actor.id, entityLabel: personLabel(actor) });
    };
    const { result } = await auditedAuthCall(ENDED_SESSION, record, () => auth.api.signOut({ headers, returnHeaders: true }));
    return setCookies(result.headers);
  } catch (error) {
    if (isAPIError(error)) return []; // no session: nothing to end
    throw error;
  } finally {
    // Once the row is gone, so that no instance can remember the session again from the database.
    await forgetSessions();
  }
}
