import type { PrismaClient } from "@/generated/prisma/client";
import { hashIdentifier } from "./token-hashing";

/**
 * One-time password tokens handed out by the local provider. With no mail server, the admin gives
 * the link to the investor: the provider's "send e-mail" hook leaves the token here (per user, on
 * globalThis so the custom server and Next's bundle share it) and createPasswordLink takes it.
 */
const holder = globalThis as typeof globalThis & { __clubResetTokens?: Map<string, string> };
const tokens = (holder.__clubResetTokens ??= new Map());

const RESET_PURPOSE = "reset-password:";

export function keepResetToken(userId: string, token: string): void {
  tokens.set(userId, token);
}

export function takeResetToken(userId: string): string | null {
  const token = tokens.get(userId) ?? null;
  tokens.delete(userId);
  return token;
}

/**
 * A new one-time link makes the user's older, unused ones invalid: only the newest works. The
 * stored identifiers are `reset-password:<sha256 of the token>` (server/auth/token-hashing.ts), so
 * the purpose is matched in clear and the kept link by its hash. `prisma` is the plain client.
 */
export async function revokeOtherResetLinks(prisma: PrismaClient, userId: string, keptToken: string): Promise<void> {
  await prisma.verification.deleteMany({
    where: { value: userId, identifier: { startsWith: RESET_PURPOSE, not: hashIdentifier(`${RESET_PURPOSE}${keptToken}`) } },
  });
}

/** The stored identifier of a reset link's token, for the project's own queries on the plain client. */
export const resetIdentifier = (token: string): string => hashIdentifier(`${RESET_PURPOSE}${token}`);
