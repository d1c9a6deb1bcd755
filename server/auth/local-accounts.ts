import "server-only";
import { isAPIError } from "better-auth/api";
import type { SignInInput, SignUpInput } from "@/lib/validations/auth";
import { prisma } from "../platform/database/client";
import { AppError } from "../core/errors";
import { ROLES } from "../core/actor";
import type { Prisma } from "@/generated/prisma/client";
import { recordAudit } from "../audit/record";
import { personLabel } from "../audit/snapshots";
import { recordAccountEvent } from "./audit-events";
import { auditedAuthCall, ENDED_SESSION, NEW_SESSION, NEW_USER } from "./audited-writes";
import { localActor, localAuth } from "./local-session";
import { forgetSessions } from "./session-cache";
import { accountAlreadyExists, accountOpened } from "../mail/templates";
import { enqueueEmails } from "../mail/outbox";
import { endReplacedSession } from "./replaced-session";
import { clientAddress } from "../platform/request/client-address";
import { CLIENT_ADDRESS_HEADER } from "../platform/request/internal-headers";
import { recordPrivacyConsent } from "../club/consents";

export const ACCOUNT_MESSAGES = {
  invalidCredentials: "Email o contraseña incorrectos",
} as const;

export type SignedIn = { userId: string; role: string; setCookies: string[] };
/** The password was right, and the account's second factor is due (server/auth/two-factor.ts): no session yet. */
export type SecondFactorDue = { twoFactorRequired: true; setCookies: string[] };

function setCookies(headers: Headers): string[] {
  return headers.getSetCookie();
}

/**
 * Checks the password and opens a session; the cookies to set come back with the result. For an
 * account with a second factor the library opens none: it leaves a 10-minute challenge cookie for
 * the code (POST /api/auth/two-factor), and the sign-in is recorded when that completes it.
 */
export async function signInWithPassword(input: SignInInput, headers: Headers): Promise<SignedIn | SecondFactorDue> {
  const auth = await localAuth();
  try {
    const record = async (tx: Prisma.TransactionClient) => {
      const user = await tx.user.findUnique({ where: { email: input.email }, select: { twoFactorEnabled: true } });
      if (!user?.twoFactorEnabled) await recordAccountEvent("sign-in", { email: input.email }, "self")(tx);
    };
    // The new session's address: the client's, through the trusted proxies (server/platform/request/client-address.ts).
    const seen = new Headers(headers);
    seen.set(CLIENT_ADDRESS_HEADER, clientAddress(headers));
    const { result } = await auditedAuthCall(NEW_SESSION, record, () =>
      auth.api.signInEmail({ body: input, headers: seen, returnHeaders: true }),
    );
    // The browser's earlier session (its cookie came with this request) is replaced: end it.
    await endReplacedSession(headers);
    if ("twoFactorRedirect" in result.response) return { twoFactorRequired: true, setCookies: setCookies(result.headers) };
    const user = result.response.user as typeof result.response.user & { role?: string | null };
    return { userId: user.id, role: user.role ?? ROLES.investor, setCookies: setCookies(result.headers) };
  } catch (error) {
    if (isAPIError(error) && (error.status === "UNAUTHORIZED" || error.status === "BAD_REQUEST")) {
      throw new AppError("unauthenticated", ACCOUNT_MESSAGES.invalidCredentials);
    }
    throw error;
  }
}

/** What a sign-up is told, whether the e-mail was new or had an account already. */
/**
 * The one answer to a sign-up (issue 67, item 3), true whether or not the e-mail had an account (no enumeration): a new
 * account can sign in at once; the e-mail welcomes it, or tells an existing holder how to get in.
 */
export const SIGN_UP_ANSWER =
  "Ya puedes iniciar sesión con tu email y la contraseña que has elegido. Te hemos enviado un email de bienvenida; si ese email ya tenía una cuenta, en él te decimos cómo entrar.";

/**
 * Creates an investor account (the role is never taken from the request) and e-mails a welcome;
 * opens no session. An e-mail that has an account already gets "Ya tienes una cuenta…" instead and
 * the caller answers both alike (no account enumeration): with no automatic sign-in, better-auth
 * answers a taken e-mail with a made-up user after hashing the password all the same, so the two
 * take alike too; whether the account was made is whether its insert (and audit row) happened.
 */
export async function signUpWithPassword(input: SignUpInput, headers: Headers): Promise<void> {
  const auth = await localAuth();
  let created = false;
  let userId: string | null = null;
  try {
    const { result, recorded } = await auditedAuthCall(NEW_USER, recordAccountEvent("sign-up", { email: input.email }, "self"), () =>
      auth.api.signUpEmail({
        body: { name: input.firstName, lastName: input.lastName, email: input.email, password: input.password },
        headers,
      }),
    );
    created = recorded;
    userId = result.user.id;
  } catch (error) {
    if (!(await isTakenEmail(error, input.email))) throw error;
  }
  const message = created ? { kind: "welcome", ...accountOpened(input.firstName) } : { kind: "account-exists", ...accountAlreadyExists() };
  const db = await prisma();
  await db.$transaction(async (tx) => {
    // The new account's acceptance of the privacy notice; a taken e-mail made no account and accepted nothing new.
    if (created) await recordPrivacyConsent(tx, { email: input.email, userId, source: "sign-up" });
    await enqueueEmails(tx, message, [input.email]);
  });
}

/**
 * Whether sign-up failed because the e-mail has an account: better-auth says so, or its insert
 * failed and the e-mail is now taken (a sign-up of the same e-mail at the same moment won). Any other failure (one
 * the database refused) is an error.
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
