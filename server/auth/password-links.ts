import "server-only";
import { isAPIError } from "better-auth/api";
import { env } from "../env";
import { HttpError } from "../http/errors";
import { prisma } from "../db";
import { notFound, rowId } from "./access";
import { assertAdmin, ROLES, type Actor } from "./actor";
import { RESET_LINK_TTL_SECONDS } from "./local-provider";
import { localAuth } from "./local-session";
import { takeResetToken } from "./reset-tokens";
import { recordAccountEvent } from "./audit-events";
import { auditedAuthCall, NEW_LINK, NEW_PASSWORD } from "./audited-writes";

export const PASSWORD_LINK_MESSAGES = {
  needsEmail: "El inversor necesita un email para crear su contraseña",
  invalidToken: "El enlace no es válido o ha caducado",
} as const;

export type PasswordLink = { url: string; expiresAt: string };

/**
 * A one-time link with which an investor created by the club (who has no password yet, or forgot
 * it) sets their password. Valid for an hour, usable once.
 */
export async function createPasswordLink(actor: Actor | null, investorId: string): Promise<PasswordLink> {
  assertAdmin(actor);
  const db = await prisma();
  const investor = await db.user.findFirst({ where: { id: rowId(investorId), role: ROLES.investor }, select: { id: true, email: true } });
  if (!investor) notFound();
  if (!investor.email) throw new HttpError(400, PASSWORD_LINK_MESSAGES.needsEmail, { email: PASSWORD_LINK_MESSAGES.needsEmail });
  const auth = await localAuth();
  // The new link (a verification row) and its audit row commit together.
  await auditedAuthCall(NEW_LINK, recordAccountEvent("password-link", { userId: investor.id }, actor), () =>
    auth.api.requestPasswordReset({ body: { email: investor.email! } }),
  );
  const token = takeResetToken(investor.id);
  if (!token) throw new Error("the sign-in provider issued no reset token");
  const url = new URL("/handler/reset-password", env().SITE_URL);
  url.searchParams.set("token", token);
  return { url: url.toString(), expiresAt: new Date(Date.now() + RESET_LINK_TTL_SECONDS * 1000).toISOString() };
}

/** Sets the password behind a one-time link, which is then spent. */
export async function resetPasswordWithToken(token: string, password: string): Promise<void> {
  const auth = await localAuth();
  const db = await prisma();
  // Whose link it is; the library checks it is still valid (an unknown token records nothing).
  const link = await db.verification.findFirst({ where: { identifier: `reset-password:${token}` }, select: { value: true } });
  try {
    const record = link ? recordAccountEvent("password-reset", { userId: link.value }, "self") : async () => {};
    await auditedAuthCall(NEW_PASSWORD, record, () => auth.api.resetPassword({ body: { token, newPassword: password } }));
  } catch (error) {
    if (isAPIError(error)) throw new HttpError(400, PASSWORD_LINK_MESSAGES.invalidToken, { token: PASSWORD_LINK_MESSAGES.invalidToken });
    throw error;
  }
}
