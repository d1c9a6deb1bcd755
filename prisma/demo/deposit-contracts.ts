import { createHash } from "node:crypto";
import type { Prisma } from "../../generated/prisma/client";
import { clubIdentityOf, fillLegalText, LEGAL_PAGES } from "../../lib/legal";
import { DEFAULT_LEGAL_TEXTS } from "../../server/club/legal-defaults";
import { SIGNATURE_EVIDENCE, signedContractPdf } from "../../server/deposit/contract-pdf";
import { clubPartyOf } from "../../server/pdf/party";
import { env } from "../../server/platform/env";
import type { DemoDeposits } from "./deposit";
import { depositContractText } from "../../lib/deposit/contract-terms";
import { DEFAULT_DEPOSIT_TERMS, type DepositSettings } from "../../lib/validations/deposit-settings";

const CONTRACT = "contrato-deposito";

/**
 * The demo accounts' signed contracts, as opening one online makes them (server/deposit/open.ts): the
 * contract's current text — the default one, version 0, with the demo club's identity — its SHA-256
 * kept on the account, and the PDF with its evidence page stored under the account's key.
 */
export async function signDemoContracts(
  deposits: DemoDeposits,
  users: Prisma.UserCreateManyInput[],
  settings: Prisma.SettingCreateManyInput,
): Promise<{ accounts: Prisma.DepositAccountCreateManyInput[]; files: { key: string; pdf: Uint8Array }[] }> {
  const identity = clubIdentityOf(
    {
      contactEmail: settings.contactEmail,
      clubLegalName: settings.clubLegalName ?? null,
      clubNif: settings.clubNif ?? null,
      clubAddress: settings.clubAddress ?? null,
      clubRegistry: settings.clubRegistry ?? null,
    },
    env().SITE_URL,
  );
  // Signed with the demo's terms, as the deposit page shows them (the minimums the database's defaults).
  const terms = { ...DEFAULT_DEPOSIT_TERMS, ...(settings as Partial<DepositSettings>) };
  const body = depositContractText(fillLegalText(DEFAULT_LEGAL_TEXTS[CONTRACT], identity), terms);
  const sha256 = createHash("sha256").update(body, "utf8").digest("hex");
  const club = clubPartyOf({
    clubLegalName: settings.clubLegalName ?? null,
    clubNif: settings.clubNif ?? null,
    clubAddress: settings.clubAddress ?? null,
  });
  const files: { key: string; pdf: Uint8Array }[] = [];
  const accounts = [];
  for (const account of deposits.accounts) {
    const user = users.find((u) => u.id === account.userId)!;
    const pdf = await signedContractPdf(club, LEGAL_PAGES[CONTRACT].title, body, {
      signer: { name: `${user.firstName} ${user.lastName}`, nif: user.nif ?? null, address: user.address ?? null, email: user.email! },
      version: account.contractVersion,
      sha256,
      signedAt: account.openedAt as Date,
      address: account.signedAddress ?? null,
      userAgent: account.signedUserAgent ?? null,
      method: SIGNATURE_EVIDENCE["email-code"],
    });
    files.push({ key: account.contractKey, pdf });
    accounts.push({ ...account, contractSha256: sha256 });
  }
  return { accounts, files };
}
