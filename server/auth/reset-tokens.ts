import type { PrismaClient } from "@/generated/prisma/client";

/**
 * One-time password tokens handed out by the local provider. With no mail server, the admin gives
 * the link to the investor: the provider's "send e-mail" hook leaves the token here (per user, on
 * globalThis so the custom server and Next's bundle share it) and createPasswordLink takes it.
 */
const holder = globalThis as typeof globalThis & { __clubResetTokens?: Map<string, string> };
const tokens = (holder.__clubResetTokens ??= new Map());

export function keepResetToken(userId: string, token: string): void {
  tokens.set(userId, token);
}

export function takeResetToken(userId: string): string | null {
  const token = tokens.get(userId) ?? null;
  tokens.delete(userId);
  return token;
}

/** A new one-time link makes the user's older, unused ones invalid: only the newest works. */
export async function revokeOtherResetLinks(prisma: PrismaClient, userId: string, keptToken: string): Promise<void> {
  await prisma.verification.deleteMany({
    where: { value: userId, identifier: { startsWith: "reset-password:", not: `reset-password:${keptToken}` } },
  });
}
