/**
 * Who a PDF the club issues is between: the club as the payer, and one investor, as their records
 * have them (./parties.ts reads them). No data access: the seed loads it too (without "server-only").
 */
export type Party = { name: string; nif: string | null; address: string | null };

export const NOT_GIVEN = "(sin indicar)";

/** The club as the papers name it, from Configuración's identity (its legal name, else a generic one). */
export const clubPartyOf = (identity: { clubLegalName: string | null; clubNif: string | null; clubAddress: string | null }): Party => ({
  name: identity.clubLegalName ?? "Club de Inversión",
  nif: identity.clubNif,
  address: identity.clubAddress,
});

/** The lines that identify a party in a PDF. */
export const partyFields = (role: string, party: Party): [string, string][] => [
  [role, party.name],
  ["NIF", party.nif ?? NOT_GIVEN],
  ["Domicilio", party.address ?? NOT_GIVEN],
];
