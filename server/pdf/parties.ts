import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { readTaxSettings } from "../club/tax-settings";
import { fullName } from "../shared/dto";

import { clubPartyOf, NOT_GIVEN, type Party } from "./party";

export async function clubParty(db: Pick<Prisma.TransactionClient, "setting">): Promise<Party> {
  return clubPartyOf(await readTaxSettings(db));
}

export const INVESTOR_PARTY_SELECT = {
  firstName: true,
  lastName: true,
  email: true,
  nif: true,
  address: true,
  investingCompany: { select: { name: true, cif: true, registeredAddress: true } },
} satisfies Prisma.UserSelect;

/**
 * Whom an account's money is held for and paid to: the person, or the company they invest as
 * (issue 49, item 2), with its CIF and registered address. Statements, liquidation notices,
 * payouts, certificates and Modelo 193 name this party.
 */
export function investorParty(user: Prisma.UserGetPayload<{ select: typeof INVESTOR_PARTY_SELECT }>): Party & { company: boolean } {
  const company = user.investingCompany;
  if (company) return { name: company.name, nif: company.cif, address: company.registeredAddress, company: true };
  return { name: fullName(user) ?? user.email ?? NOT_GIVEN, nif: user.nif, address: user.address, company: false };
}
