/**
 * Demo data loader. Idempotent: inside one database transaction it empties every demo table
 * (children first) and inserts the data set of `prisma/demo/`. Relative dates are computed from the
 * current day at 00:00 UTC (`demoAnchor`), so two runs on the same day produce identical rows; ids
 * are stable across runs.
 *
 * `large: true` adds volume data (500 operations with their court cases and return scenarios,
 * 5,000 investors, ~11,000 investments and 100,000 transactions) inserted with createMany in
 * batches of 5,000 rows, and tops the audit log up to a million rows generated in SQL
 * (prisma/demo/audit.ts). The audit log is never emptied.
 *
 * Callers: scripts/db.ts (`npm run db:seed [-- --large]`) and server/platform/database/prepare.ts (first
 * start of the embedded development database). Refusing production is the callers' job.
 */
import fs from "node:fs";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import type { PrismaClient } from "../generated/prisma/client";
import { vacuumAndAnalyze } from "../server/platform/database/maintenance";
import { env } from "../server/platform/env";
import { authSecret } from "../server/platform/auth-config";
import { storedTwoFactor } from "../server/auth/two-factor-codes";
import { storage as configuredStorage, type Storage } from "../server/platform/storage";
import { buildDemoData } from "./demo/index";
import { signDemoContracts } from "./demo/deposit-contracts";
import { DEMO_FILES_DIR, demoFiles } from "./demo/documents";
import { buildBulkVerifications } from "./demo/verifications";
import { storedFileKeys } from "../server/platform/storage/stored-keys";
import { seedAuditHistory } from "./demo/audit";
import { buildLargeData } from "./demo/large";
import { buildLargeCases } from "./demo/large-case";
import { ADMIN_EMAIL, DEMO_INVESTOR_EMAIL } from "./demo/people";
import { demoAnchor } from "./demo/util";
import { writeDemoHistory } from "./demo/history";
import { eraseLedgers } from "../server/ledger/erase";
import { loadPastMovements } from "../server/ledger/post";
import { followExpectedScenario } from "../server/operations/expected";

const BATCH_SIZE = 5_000;

type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];

/** Receives one Spanish line per step, so a long load (`--large`) shows where it is. */
export type SeedProgress = (line: string) => void;

const count = (n: number) => n.toLocaleString("es-ES");

/** Each operation's expected return and term written from its "previsto" scenario, as the scenarios' editor writes them. */
async function followExpectedScenarios(tx: Parameters<typeof followExpectedScenario>[0], operations: { id?: string }[]): Promise<void> {
  for (const operation of operations) await followExpectedScenario(tx, operation.id!, "scenarios");
}

async function inBatches<T>(label: string, rows: T[], insert: (batch: T[]) => Promise<unknown>, progress: SeedProgress): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    await insert(rows.slice(i, i + BATCH_SIZE));
    progress(`${label}: ${count(Math.min(i + BATCH_SIZE, rows.length))} de ${count(rows.length)}`);
  }
}

export async function seedDemoData(
  prisma: PrismaClient,
  opts: { large?: boolean; progress?: SeedProgress; storage?: Storage } = {},
): Promise<void> {
  const large = opts.large === true;
  const store = opts.storage ?? configuredStorage();
  const progress = opts.progress ?? (() => {});
  const anchor = demoAnchor();
  const data = buildDemoData(anchor);
  if (large) progress("Generando los datos de volumen…");
  const extra = large ? buildLargeData(anchor) : null;
  const extraCases = extra ? buildLargeCases(extra.operations, anchor) : null;
  // The two demo accounts sign in with DEMO_PASSWORD (default "demo-password").
  const demoPassword = await hashPassword(env().DEMO_PASSWORD);
  const demoAccounts = data.users
    .filter((user) => user.email === ADMIN_EMAIL || user.email === DEMO_INVESTOR_EMAIL)
    .map((user) => ({ accountId: user.id!, providerId: "credential", userId: user.id!, password: demoPassword }));
  // Every admin signs in with a second factor: the demo admin's TOTP secret is DEMO_TOTP_SECRET
  // (default JBSWY3DPEHPK3PXP), encrypted with the sign-in secret like any other.
  const demoAdmin = data.users.find((user) => user.email === ADMIN_EMAIL)!;
  const demoAdminSecondFactor = { userId: demoAdmin.id!, verified: true, ...(await storedTwoFactor(env().DEMO_TOTP_SECRET, authSecret())) };

  // Whether the demo's typed Actividad goes in: only on a log empty before the load (the replay audits its own steps).
  const logWasEmpty = (await prisma.auditEvent.count()) === 0;
  // The files of the rows about to go (uploads made on the demo data); deleted once the load commits.
  const replacedKeys = await storedFileKeys(prisma);
  const files = demoFiles([...data.documents, ...data.contracts]);
  // The demo files go in first (under stable keys), so no committed row ever names a missing file.
  for (const file of files) await store.put(file.storageKey, fs.createReadStream(file.source), { contentType: "application/pdf" });
  for (const file of data.identityFiles)
    await store.put(file.storageKey, fs.createReadStream(path.join(DEMO_FILES_DIR, file.originalName)), { contentType: file.contentType });
  const deposits = await signDemoContracts(data.deposits, data.users, data.settings);
  for (const file of deposits.files) await store.put(file.key, file.pdf, { contentType: "application/pdf" });
  progress(`Archivos de demostración guardados: ${files.length + deposits.files.length}`);

  await prisma.$transaction(
    async (tx: Tx) => {
      // Children first, so no foreign key is ever violated.
      await tx.pendingUpload.deleteMany();
      await tx.screeningHit.deleteMany();
      await tx.sanctionsList.deleteMany();
      await tx.downloadLog.deleteMany();
      await tx.bankEntry.deleteMany();
      await tx.bankStatement.deleteMany();
      // Every payout and its batches (a liquidation's, a deposit withdrawal's), then the deposit accounts'
      // ledger, children first: reversals before what they reverse, runs, requests.
      await tx.payout.deleteMany();
      await tx.payoutBatch.deleteMany();
      await eraseLedgers(tx); // both ledgers: the participations' movements and the deposit accounts'
      await tx.depositInterestRun.deleteMany();
      await tx.depositWithdrawal.deleteMany();
      await tx.depositAccount.deleteMany();
      await tx.depositTaeChange.deleteMany(); // the demo's terms start again with one TAE
      await tx.liquidation.deleteMany();
      await tx.contract.deleteMany();
      await tx.document.deleteMany();
      await tx.participation.deleteMany();
      await tx.contactMessage.deleteMany();
      await tx.operation.deleteMany();
      await tx.user.deleteMany(); // and with them their sessions and accounts
      await tx.setting.deleteMany();
      progress("Datos anteriores borrados; cargando los de demostración…");

      await tx.setting.createMany({ data: [data.settings] });
      await tx.user.createMany({ data: data.users });
      await tx.account.createMany({ data: demoAccounts });
      await tx.user.update({ where: { id: demoAdmin.id! }, data: { twoFactorEnabled: true } });
      await tx.twoFactor.create({ data: demoAdminSecondFactor });
      await tx.operation.createMany({ data: data.operations });
      await tx.operationMilestone.createMany({ data: data.milestones });
      await tx.returnScenario.createMany({ data: data.scenarios });
      await followExpectedScenarios(tx, data.operations);
      await tx.participation.createMany({ data: data.investments });
      await tx.document.createMany({ data: data.documents });
      await tx.contract.createMany({ data: data.contracts });
      await tx.contactMessage.createMany({ data: data.contactMessages });
      await tx.downloadLog.createMany({ data: data.downloadLogs });
      await tx.bankStatement.createMany({ data: data.bankStatements });
      await tx.bankEntry.createMany({ data: data.bankEntries });
      await tx.identityVerification.createMany({ data: data.identityVerifications });
      await tx.identityFile.createMany({ data: data.identityFiles });
      await tx.appropriatenessTest.createMany({ data: data.appropriatenessTests });
      await tx.operationUpdate.createMany({ data: data.updates.updates });
      await tx.operationUpdateAttachment.createMany({ data: data.updates.attachments });
      await tx.operationUpdateRecipient.createMany({ data: data.updates.recipients });
      await tx.depositAccount.createMany({ data: deposits.accounts });
      await writeDemoHistory(tx, anchor, data);
      // Typed by the club (provisions, fees, costs) or announced by an investor: after the bank's credits, which
      // would otherwise meet the announcement.
      await loadPastMovements(tx, data.transactions);
      progress("Historia de demostración escrita por la plataforma (extractos, liquidaciones, intereses, retiradas)");

      if (extra) {
        await inBatches("Inversores de volumen", extra.users, (batch) => tx.user.createMany({ data: batch }), progress);
        await inBatches(
          "Verificaciones de volumen",
          buildBulkVerifications(
            extra.users.map((user) => user.id!),
            anchor,
          ),
          (batch) => tx.identityVerification.createMany({ data: batch }),
          progress,
        );
        await inBatches("Operaciones de volumen", extra.operations, (batch) => tx.operation.createMany({ data: batch }), progress);
        await inBatches(
          "Hitos judiciales de volumen",
          extraCases!.milestones,
          (batch) => tx.operationMilestone.createMany({ data: batch }),
          progress,
        );
        await inBatches("Escenarios de volumen", extraCases!.scenarios, (batch) => tx.returnScenario.createMany({ data: batch }), progress);
        await followExpectedScenarios(tx, extra.operations);
        await inBatches("Participaciones de volumen", extra.investments, (batch) => tx.participation.createMany({ data: batch }), progress);
        await inBatches("Transacciones de volumen", extra.transactions, (batch) => loadPastMovements(tx, batch), progress);
        progress("Confirmando la carga…");
      }
    },
    // The default interactive-transaction timeout (5 s) is too short for the large data set.
    { maxWait: 30_000, timeout: large ? 600_000 : 60_000 },
  );
  await seedAuditHistory(prisma, { large, progress, logWasEmpty });
  const demoKeys = new Set([...files, ...data.identityFiles].map((file) => file.storageKey).concat(deposits.files.map((file) => file.key)));
  for (const key of replacedKeys) if (!demoKeys.has(key)) await store.delete(key);
  progress("Actualizando las estadísticas de la base de datos (VACUUM ANALYZE)…");
  await vacuumAndAnalyze(prisma);
}
