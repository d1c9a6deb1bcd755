/**
 * Rows the end-to-end suite writes itself before its server starts (the embedded database has one
 * opener; the server's clock is never set): an investor of its own whose request was made 5 days ago
 * and whose deposit contract was signed 15 days ago — past the reflection period and the 14 days to
 * withdraw from the contract (issue 66, items 3 and 4). tests/e2e/investor/sold-right.spec.ts reads them.
 */
import { hashPassword } from "better-auth/crypto";
import { resolveDatabaseTarget } from "../../server/platform/database/config";
import { openDatabase } from "../../server/platform/database/open";
import { loadEnvFiles } from "../../server/platform/load-env-files";
import { BACKDATED } from "./backdated";

const DAY = 86_400_000;

async function main() {
  loadEnvFiles();
  const db = await openDatabase(resolveDatabaseTarget());
  try {
    const now = Date.now();
    const user = await db.prisma.user.create({
      data: { email: BACKDATED.email, firstName: "Rosa", lastName: "Pasada", role: "investor", iban: "ES7921000813610123456789" },
    });
    await db.prisma.account.create({
      data: { accountId: user.id, providerId: "credential", userId: user.id, password: await hashPassword(BACKDATED.password) },
    });
    await db.prisma.identityVerification.create({
      data: {
        userId: user.id,
        status: "verified",
        origin: "in_person",
        documentType: "DNI",
        documentNumber: "12345678Z",
        documentExpiry: new Date("2099-12-31"),
      },
    });
    const operation = await db.prisma.operation.create({
      data: {
        title: BACKDATED.operationTitle,
        slug: BACKDATED.operationSlug,
        province: "madrid",
        pvp: "300000",
        ticketMin: "10000",
        status: "abierta",
      },
    });
    const requestedAt = new Date(now - 5 * DAY);
    await db.prisma.participation.create({
      data: {
        id: BACKDATED.participationId,
        userId: user.id,
        operationId: operation.id,
        amount: "10000",
        // Confirmed: within its period it would be offered "Revocar sin penalización" (the first test of the spec shows it).
        status: "active",
        investmentDate: requestedAt,
        paymentReference: "RF47E2EREFLEX",
        paymentDue: new Date(now + 5 * DAY),
        requestedAt,
        requestedAmount: "10000",
        termsAcceptedAt: requestedAt,
        fichaVersion: 1,
        riskAcknowledgedAt: requestedAt,
      },
    });
    await db.prisma.depositAccount.create({
      data: {
        userId: user.id,
        paymentReference: "RF47E2EPASADA",
        openedAt: new Date(now - 15 * DAY),
        contractVersion: 1,
        contractSha256: "0".repeat(64),
        signatureMethod: "email-code",
        contractKey: "e2e/contrato-pasado",
      },
    });
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
