import type { Actor } from "@/server/core/actor";
import { getDepositSettings, updateDepositSettings } from "@/server/club/deposit-settings";
import type { DepositSettingsInput } from "@/lib/validations/deposit-settings";
import { actorByEmail, actorOf } from "./actors";
import { ADMIN } from "./auth";
import { seedDatabase, testDb } from "./db";

let made = 0;

/**
 * A new investor holding a deposit account with `movements` ("yyyy-mm-dd" days), its contract
 * recorded without a stored file (the tests that download it use fixtures.ts's).
 */
export async function depositHolder({
  firstName,
  lastName,
  movements,
  iban = null,
}: {
  firstName: string;
  lastName: string;
  movements: { kind: string; amount: string; day: string }[];
  iban?: string | null;
}): Promise<{ actor: Actor; accountId: string }> {
  made++;
  const tag = `${made}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const db = await testDb();
  const user = await db.user.create({
    data: { email: `deposito.${tag.toLowerCase()}@correo.example`, firstName, lastName, role: "investor", iban },
  });
  const account = await db.depositAccount.create({
    data: {
      userId: user.id,
      paymentReference: `RF00DEP${tag}`,
      openedAt: new Date("2026-12-15T10:00:00Z"),
      contractVersion: 0,
      contractSha256: "0".repeat(64),
      signatureMethod: "email-code",
      contractKey: `test/deposito-${tag}`,
      movements: { create: movements.map((m) => ({ kind: m.kind, amount: m.amount, valueDate: new Date(`${m.day}T00:00:00Z`) })) },
    },
  });
  return { actor: actorOf(user), accountId: account.id };
}

/**
 * The seeded database with the deposit account offered on `terms` (over what Configuración has); the admin who set them.
 * Without the demo's deposit accounts: their days follow the day the suite runs, the tests' are fixed (any day).
 */
export async function seedOfferingDeposit(terms: Partial<DepositSettingsInput>): Promise<Actor> {
  await seedDatabase();
  const db = await testDb();
  await db.depositMovement.deleteMany();
  await db.depositInterestRun.deleteMany();
  await db.depositAccount.deleteMany();
  const admin = await actorByEmail(ADMIN);
  await updateDepositSettings(admin, { ...(await getDepositSettings(admin)), depositEnabled: true, ...terms });
  return admin;
}

/** The terms the withdrawal tests run on: 10 % TAE credited quarterly, 1.000 € at least, the four quarter-end windows, 30 days' notice. */
export const WINDOWED_TERMS = {
  depositTae: "10",
  depositCrediting: "quarterly",
  depositMinWithdrawal: "1000",
  depositWindows: ["03-31", "06-30", "09-30", "12-31"],
  depositNoticeDays: 30,
} satisfies Partial<DepositSettingsInput>;
