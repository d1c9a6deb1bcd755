import "server-only";
import { isAPIError } from "better-auth/api";
import type { Prisma } from "@/generated/prisma/client";
import { env } from "../platform/env";
import { AppError } from "../core/errors";
import { prisma } from "../platform/database/client";
import { activateAccount, passwordReset } from "../mail/templates";
import { enqueueEmails } from "../mail/outbox";
import { PRIVATE_LINK } from "../platform/mail/private-link";
import { notFound, rowId } from "../core/access";
import { assertAdmin, ROLES, type Actor } from "../core/actor";
import { RESET_LINK_TTL_SECONDS } from "./local-provider";
import { localAuth } from "./local-session";
import { resetIdentifier, takeResetToken } from "./reset-tokens";
import { recordAccountEvent } from "./audit-events";
import { auditedAuthCall, NEW_LINK, NEW_PASSWORD } from "./audited-writes";
import { attemptSucceeded, countAttempt } from "./throttle";

export const PASSWORD_LINK_MESSAGES = {
  needsEmail: "El inversor necesita un email para crear su contraseña",
  invalidToken: "El enlace no es válido o ha caducado",
} as const;

/** What an admin learns of a link sent: to whom and until when, never the link itself. */
export type PasswordLinkSent = { sentTo: string; expiresAt: string };

type Tx = Prisma.TransactionClient;

/**
 * Issues a one-time link (1 h, single use; a newer one voids the older ones) for the account and
 * e-mails it ("Activa tu cuenta" or the reset message). The link goes only into the e-mail's
 * private part (server/platform/mail/private-link.ts), never into an answer.
 */
export async function emailPasswordLink(
  user: { id: string; email: string; firstName: string | null },
  purpose: "activate" | "reset",
  record: (tx: Tx) => Promise<void>,
): Promise<void> {
  const auth = await localAuth();
  // The new link (a verification row) and its audit row commit together.
  await auditedAuthCall(NEW_LINK, record, () => auth.api.requestPasswordReset({ body: { email: user.email } }));
  const token = takeResetToken(user.id);
  if (!token) throw new Error("the sign-in provider issued no reset token");
  const url = new URL("/handler/reset-password", env().SITE_URL);
  url.searchParams.set("token", token);
  const message =
    purpose === "reset"
      ? { kind: "password-reset", ...passwordReset(PRIVATE_LINK) }
      : { kind: "activate", ...activateAccount(user.firstName, PRIVATE_LINK) };
  const db = await prisma();
  await db.$transaction((tx) => enqueueEmails(tx, { ...message, privateLink: url.toString() }, [user.email]));
}

/** The account behind an e-mail or id, as emailPasswordLink needs it. */
export async function linkRecipient(where: Prisma.UserWhereInput) {
  const db = await prisma();
  const user = await db.user.findFirst({
    where,
    select: { id: true, email: true, firstName: true, _count: { select: { accounts: { where: { password: { not: null } } } } } },
  });
  if (!user) return null;
  return { id: user.id, email: user.email, firstName: user.firstName, hasPassword: user._count.accounts > 0 };
}

/**
 * "Enviar enlace de contraseña": an investor created by the club gets a one-time link by e-mail
 * ("Activa tu cuenta" while they have no password, else the reset message). The admin is told
 * where it went, not the link.
 */
export async function createPasswordLink(actor: Actor | null, investorId: string): Promise<PasswordLinkSent> {
  assertAdmin(actor);
  const investor = await linkRecipient({ id: rowId(investorId), role: ROLES.investor });
  if (!investor) notFound();
  const { email } = investor;
  if (!email) throw new AppError("invalid", PASSWORD_LINK_MESSAGES.needsEmail, { fields: { email: PASSWORD_LINK_MESSAGES.needsEmail } });
  await emailPasswordLink(
    { ...investor, email },
    investor.hasPassword ? "reset" : "activate",
    recordAccountEvent("password-link", { userId: investor.id }, actor),
  );
  return { sentTo: email, expiresAt: new Date(Date.now() + RESET_LINK_TTL_SECONDS * 1000).toISOString() };
}

/**
 * Sets the password behind a one-time link, which is then spent. Counted per client before the
 * token is checked, like a sign-in.
 */
export async function resetPasswordWithToken(token: string, password: string, client: string): Promise<void> {
  const attempt = await countAttempt("reset", null, client);
  const auth = await localAuth();
  const db = await prisma();
  // Whose link it is; the library checks it is still valid (an unknown token records nothing).
  const link = await db.verification.findFirst({ where: { identifier: resetIdentifier(token) }, select: { value: true } });
  try {
    const record = link ? recordAccountEvent("password-reset", { userId: link.value }, "self") : async () => {};
    await auditedAuthCall(NEW_PASSWORD, record, () => auth.api.resetPassword({ body: { token, newPassword: password } }));
  } catch (error) {
    if (isAPIError(error))
      throw new AppError("invalid", PASSWORD_LINK_MESSAGES.invalidToken, { fields: { token: PASSWORD_LINK_MESSAGES.invalidToken } });
    throw error;
  }
  await attemptSucceeded(attempt);
}
