import { expect } from "vitest";
import { passwordLinksIssued } from "@/server/auth/forgot-password";
import { openLink } from "@/server/platform/mail/private-link";
import { testDb } from "./db";

/**
 * The one-time link of the newest e-mail to `to` that carries one, as its recipient would read it:
 * the stored body says "[enlace privado]", the sealed link is apart (server/platform/mail/private-link.ts).
 */
export async function privateLinkTo(to: string): Promise<string> {
  await passwordLinksIssued();
  const email = await (
    await testDb()
  ).email.findFirstOrThrow({
    where: { to, privateLink: { not: null } },
    orderBy: { createdAt: "desc" },
    select: { text: true, privateLink: true },
  });
  expect(email.text).toContain("[enlace privado]");
  return openLink(email.privateLink!);
}

/** The token of that link. */
export async function privateTokenTo(to: string): Promise<string> {
  return new URL(await privateLinkTo(to)).searchParams.get("token")!;
}
