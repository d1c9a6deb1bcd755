import type { Prisma } from "../../generated/prisma/client";
import type { MovementLine } from "../../server/ledger/post";
import { buildBank } from "./bank";
import { buildMilestones, buildScenarios } from "./case";
import { buildContracts, buildDocuments } from "./documents";
import { buildDeposits, type DemoDeposits } from "./deposit";
import { buildDownloadLogs } from "./downloads";
import { withFunding } from "./funding";
import { buildInvestments } from "./investments";
import { buildContactMessages } from "./messages";
import { buildOperations } from "./operations";
import { buildUsers } from "./people";
import { DEMO_SETTINGS } from "./settings";
import { buildCredits, buildTransactions, type DemoCredit } from "./transactions";
import { buildAppropriatenessTests, buildVerifications } from "./verifications";
import { buildUpdates } from "./updates";

export type DemoData = {
  settings: Prisma.SettingCreateManyInput;
  users: Prisma.UserCreateManyInput[];
  operations: Prisma.OperationCreateManyInput[];
  milestones: Prisma.OperationMilestoneCreateManyInput[];
  scenarios: Prisma.ReturnScenarioCreateManyInput[];
  investments: Prisma.ParticipationCreateManyInput[];
  documents: Prisma.DocumentCreateManyInput[];
  contracts: Prisma.ContractCreateManyInput[];
  /** Handed to the ledger's door as a past history (loadPastMovements). */
  transactions: MovementLine[];
  /** The capital received, as the bank's credits the demo's history imports (prisma/demo/history.ts). */
  credits: DemoCredit[];
  contactMessages: Prisma.ContactMessageCreateManyInput[];
  downloadLogs: Prisma.DownloadLogCreateManyInput[];
  bankStatements: Prisma.BankStatementCreateManyInput[];
  bankEntries: Prisma.BankEntryCreateManyInput[];
  identityVerifications: Prisma.IdentityVerificationCreateManyInput[];
  identityFiles: Prisma.IdentityFileCreateManyInput[];
  appropriatenessTests: Prisma.AppropriatenessTestCreateManyInput[];
  updates: ReturnType<typeof buildUpdates>;
  deposits: DemoDeposits;
};

/** The hand-written demo data set, with relative dates computed from `anchor` (see util.demoAnchor). */
export function buildDemoData(anchor: Date): DemoData {
  const rows = {
    users: buildUsers(anchor),
    milestones: buildMilestones(),
    scenarios: buildScenarios(),
    investments: buildInvestments(anchor),
    documents: buildDocuments(anchor),
    contracts: buildContracts(anchor),
  };
  const bank = buildBank(anchor);
  const identities = buildVerifications(anchor);
  return {
    settings: DEMO_SETTINGS,
    ...rows,
    operations: withFunding(buildOperations(anchor), rows.investments),
    transactions: buildTransactions(anchor),
    credits: buildCredits(anchor),
    contactMessages: buildContactMessages(anchor),
    downloadLogs: buildDownloadLogs(rows, anchor),
    bankStatements: bank.statements,
    bankEntries: bank.entries,
    identityVerifications: identities.verifications,
    identityFiles: identities.files,
    appropriatenessTests: buildAppropriatenessTests(anchor),
    updates: buildUpdates(anchor),
    deposits: buildDeposits(anchor),
  };
}
