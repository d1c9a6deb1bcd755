import "server-only";
import { isAPIError } from "better-auth/api";
import type { Prisma } from "@/generated/prisma/client";
import { changePasswordSchema } from "@/lib/validations/auth";
import { recordAudit } from "../audit/record";
import { personLabel } from "../audit/snapshots";
import { prisma } from "../platform/database/client";
import { AppError } from "../core/errors";
import { passwordChanged } from "../mail/templates";
import { enqueueEmails } from "../mail/outbox";
import { instant } from "../shared/dto";
import { assertSignedIn, AUTH_MESSAGES, type Actor } from "../core/actor";
import { auditedAuthCall, NEW_PASSWORD } from "./audited-writes";
import { localAuth } from "./local-session";
import { forgetSessions } from "./session-cache";
import { attemptSucceeded, countAttempt } from "./throttle";
import { describeDevice } from "./user-agent";

/**
 * Seguridad, for every signed-in account (local provider): change the password with the current
 * one, list the open sessions, close the others.
 */
export const SECURITY_MESSAGES = {
  wrongPassword: "La contraseña actual no es correcta",
  samePassword: "La contraseña nueva debe ser distinta de la actual",
} as const;

export type SessionDto = {
  id: string;
  /** "Chrome en Windows", from the User-Agent it was opened with. */
  device: string;
  address: string | null;
  createdAt: string;
  /** When it was last used, to the day: a session's row is refreshed once a day while in use. */
  lastSeenAt: string;
  current: boolean;
};

type Tx = Prisma.TransactionClient;

/** The session row behind the request's cookie (its signature checked by the library). */
async function currentSessionId(headers: Headers): Promise<string> {
  const auth = await localAuth();
  const session = await auth.api.getSession({ headers, query: { disableRefresh: true } });
  if (!session) throw new AppError("unauthenticated", AUTH_MESSAGES.unauthenticated);
  return session.session.id;
}

const endOthers = (tx: Tx, userId: string, keptId: string) => tx.session.deleteMany({ where: { userId, id: { not: keptId } } });

/**
 * Sets a new password after checking the current one, which is counted like a sign-in attempt
 * (the same account's limit: a stolen session cannot guess the password faster than the sign-in
 * page could). In one transaction: the new hash, the end of every other session of the account,
 * the audit row and the e-mail "Tu contraseña ha cambiado".
 */
export async function changePassword(actor: Actor | null, headers: Headers, client: string, input: unknown): Promise<void> {
  assertSignedIn(actor);
  const { currentPassword, newPassword } = changePasswordSchema.parse(input);
  if (currentPassword === newPassword)
    throw new AppError("invalid", SECURITY_MESSAGES.samePassword, { fields: { newPassword: SECURITY_MESSAGES.samePassword } });
  const keptId = await currentSessionId(headers);
  const attempt = await countAttempt("sign-in", actor.email ?? actor.id, client);
  const auth = await localAuth();
  const record = async (tx: Tx) => {
    await endOthers(tx, actor.id, keptId);
    await recordAudit(tx, actor, { action: "password-change", entityType: "user", entityId: actor.id, entityLabel: personLabel(actor) });
    if (actor.email) await enqueueEmails(tx, { kind: "password-changed", ...passwordChanged() }, [actor.email]);
  };
  try {
    await auditedAuthCall(NEW_PASSWORD, record, () => auth.api.changePassword({ body: { currentPassword, newPassword }, headers }));
  } catch (error) {
    if (isAPIError(error) && error.body?.code === "INVALID_PASSWORD") {
      throw new AppError("invalid", SECURITY_MESSAGES.wrongPassword, { fields: { currentPassword: SECURITY_MESSAGES.wrongPassword } });
    }
    throw error;
  }
  await attemptSucceeded(attempt);
  await forgetSessions();
}

/** The account's open sessions, the current one first, then the most recently used. */
export async function listSessions(actor: Actor | null, headers: Headers): Promise<SessionDto[]> {
  assertSignedIn(actor);
  const keptId = await currentSessionId(headers);
  const db = await prisma();
  const rows = await db.session.findMany({
    where: { userId: actor.id, expiresAt: { gt: new Date() } },
    select: { id: true, userAgent: true, ipAddress: true, createdAt: true, updatedAt: true },
    orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
  });
  return rows
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      address: row.ipAddress || null,
      createdAt: instant(row.createdAt),
      lastSeenAt: instant(row.updatedAt),
      current: row.id === keptId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** "Cerrar las demás sesiones": every session of the account but this one ends, here and everywhere. */
export async function endOtherSessions(actor: Actor | null, headers: Headers): Promise<{ ended: number }> {
  assertSignedIn(actor);
  const keptId = await currentSessionId(headers);
  const db = await prisma();
  const { count } = await db.$transaction(async (tx) => {
    const ended = await endOthers(tx, actor.id, keptId);
    await recordAudit(tx, actor, {
      action: "sessions-ended",
      entityType: "user",
      entityId: actor.id,
      entityLabel: personLabel(actor),
      after: { sessionsEnded: ended.count },
    });
    return ended;
  });
  await forgetSessions();
  return { ended: count };
}
