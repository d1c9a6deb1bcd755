import "server-only";
import { isAPIError } from "better-auth/api";
import { OWN_DATA_MESSAGES, ownDataSchema } from "@/lib/validations/own-data";
import { TWO_FACTOR_MESSAGES } from "@/lib/validations/two-factor";
import { codeKind } from "../auth/two-factor-codes";
import { claimTotpStep } from "../auth/totp-steps";
import { assertSignedIn, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { recordUpdate, USER_AUDIT, USER_LOG } from "../audit/snapshots";
import { authProviderName } from "../platform/auth-config";
import { localAuth } from "../auth/local-session";
import { attemptSucceeded, countAttempt } from "../auth/throttle";
import { warnOfIbanChange } from "../investors/records";
import { prisma } from "../platform/database/client";

export type OwnDataDto = { nif: string | null; address: string | null; phone: string | null; iban: string | null; twoFactor: boolean };

const OWN_DATA = { nif: true, address: true, phone: true, iban: true, twoFactorEnabled: true } as const;

/** The signed-in person's own data, as "Mis datos" shows it. */
export async function getOwnData(actor: Actor | null): Promise<OwnDataDto> {
  assertSignedIn(actor);
  const db = await prisma();
  const { twoFactorEnabled, ...row } = await db.user.findUniqueOrThrow({ where: { id: actor.id }, select: OWN_DATA });
  return { ...row, twoFactor: twoFactorEnabled };
}

/**
 * Saves "Mis datos". NIF/NIE, address and phone change freely; a new IBAN (where the club pays) needs
 * the current password, counted like a sign-in attempt, and the authenticator's code when the
 * account has a second factor: a stolen session alone cannot redirect a payout. In one transaction:
 * the row, the audit row and, for a new IBAN, the e-mail to the account.
 */
export async function updateOwnData(actor: Actor | null, headers: Headers, client: string, input: unknown): Promise<OwnDataDto> {
  assertSignedIn(actor);
  const { password, code, ...values } = ownDataSchema.parse(input);
  const db = await prisma();
  const current = await db.user.findUniqueOrThrow({ where: { id: actor.id }, select: { iban: true, twoFactorEnabled: true } });
  if (values.iban !== current.iban) await confirmIdentity(actor, headers, client, { password, code, twoFactor: current.twoFactorEnabled });
  await db.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: actor.id }, select: USER_AUDIT });
    const after = await tx.user.update({ where: { id: actor.id }, data: values, select: USER_AUDIT });
    await recordUpdate(tx, actor, USER_LOG, actor.id, before, after);
    await warnOfIbanChange(tx, before, after);
  });
  return getOwnData(actor);
}

/** The current password (and code) of the signed-in account, or a 400 on the field that is wrong. */
async function confirmIdentity(
  actor: Actor,
  headers: Headers,
  client: string,
  given: { password?: string | null; code?: string | null; twoFactor: boolean },
): Promise<void> {
  if (authProviderName() !== "local") throw fieldError("iban", OWN_DATA_MESSAGES.ibanNeedsLocalAccount);
  if (!given.password) throw fieldError("password", OWN_DATA_MESSAGES.passwordForIban);
  if (given.twoFactor && !given.code) throw fieldError("code", OWN_DATA_MESSAGES.codeForIban);
  const attempt = await countAttempt("sign-in", actor.email ?? actor.id, client);
  const auth = await localAuth();
  try {
    await auth.api.verifyPassword({ body: { password: given.password }, headers });
  } catch (error) {
    if (isAPIError(error) && error.body?.code === "INVALID_PASSWORD") throw fieldError("password", TWO_FACTOR_MESSAGES.wrongPassword);
    throw error;
  }
  if (given.twoFactor) {
    const typed = codeKind(given.code ?? "");
    if (typed?.kind !== "totp") throw fieldError("code", TWO_FACTOR_MESSAGES.appCodeOnly);
    if ((await claimTotpStep(actor.id, typed.code)) === "replayed") throw fieldError("code", TWO_FACTOR_MESSAGES.codeUsed);
    try {
      await auth.api.verifyTOTP({ body: { code: typed.code }, headers });
    } catch (error) {
      if (isAPIError(error)) throw fieldError("code", TWO_FACTOR_MESSAGES.wrongCode);
      throw error;
    }
  }
  await attemptSucceeded(attempt);
}

const fieldError = (field: string, message: string) => new AppError("invalid", message, { fields: { [field]: message } });
