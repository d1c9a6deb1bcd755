import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { readTaxSettings } from "../club/tax-settings";
import { fullName } from "../shared/dto";

/** Who a PDF the club issues is between: the club as the payer, and one investor, as their records have them. */
export type Party = { name: string; nif: string | null; address: string | null };

const NOT_GIVEN = "(sin indicar)";

export async function clubParty(db: Pick<Prisma.TransactionClient, "setting">): Promise<Party> {
  const settings = await readTaxSettings(db);
  return { name: settings.clubLegalName ?? "Club de Inversión", nif: settings.clubNif, address: settings.clubAddress };
}

export const INVESTOR_PARTY_SELECT = { firstName: true, lastName: true, email: true, nif: true, address: true } satisfies Prisma.UserSelect;

export function investorParty(user: Prisma.UserGetPayload<{ select: typeof INVESTOR_PARTY_SELECT }>): Party {
  return { name: fullName(user) ?? user.email ?? NOT_GIVEN, nif: user.nif, address: user.address };
}

/** The lines that identify a party in a PDF. */
export const partyFields = (role: string, party: Party): [string, string][] => [
  [role, party.name],
  ["NIF", party.nif ?? NOT_GIVEN],
  ["Domicilio", party.address ?? NOT_GIVEN],
];
