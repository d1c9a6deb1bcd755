import type { Prisma, PrismaClient } from "../../generated/prisma/client";

/**
 * Every demo e-mail ends in `@demo.local` (the two demo accounts) or in the reserved `.example`
 * domain (RFC 2606: no real mailbox has it). Any other user was made by a person (sign-up,
 * `npm run create-admin`, the back-office): reloading the demo data would delete it.
 */
const DEMO_EMAIL_SUFFIXES = ["@demo.local", ".example"];

export const notDemoUser: Prisma.UserWhereInput = {
  OR: [{ email: null }, { AND: DEMO_EMAIL_SUFFIXES.map((suffix) => ({ NOT: { email: { endsWith: suffix } } })) }],
};

/** How many users are not demo users, with a few of their e-mails to name them. */
export async function nonDemoUsers(prisma: PrismaClient): Promise<{ count: number; examples: string[] }> {
  const [count, rows] = await Promise.all([
    prisma.user.count({ where: notDemoUser }),
    prisma.user.findMany({ where: notDemoUser, select: { email: true, role: true }, orderBy: { createdAt: "asc" }, take: 3 }),
  ]);
  return { count, examples: rows.map((r) => `${r.email ?? "(sin e-mail)"}${r.role === "admin" ? " (administrador)" : ""}`) };
}
