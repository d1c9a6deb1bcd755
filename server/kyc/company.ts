import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { KYC_MESSAGES, type CompanyValues, type IdentityFileKind } from "@/lib/validations/kyc";
import { calendarDate } from "../shared/dto";

/**
 * The company an account invests as (issue 49, item 2): its razón social, CIF, registered address,
 * what the representative is to it, and its beneficial owners (25 % or more), each with their
 * document; the deed and the powers are files of the identification (./onboarding.ts keeps them).
 * The company is the perceptor of what the account earns (../tax/payments.ts).
 */

type Tx = Prisma.TransactionClient;

export type BeneficialOwnerDto = {
  id: string;
  name: string;
  documentType: string;
  documentNumber: string;
  documentExpiry: string;
  nationality: string;
  birthDate: string;
  percentage: string;
  pep: string;
  pepDetail: string | null;
};

export type CompanyDto = {
  name: string;
  cif: string;
  registeredAddress: string;
  representativeRole: string;
  owners: BeneficialOwnerDto[];
};

export const COMPANY_SELECT = {
  name: true,
  cif: true,
  registeredAddress: true,
  representativeRole: true,
  owners: {
    select: {
      id: true,
      name: true,
      documentType: true,
      documentNumber: true,
      documentExpiry: true,
      nationality: true,
      birthDate: true,
      percentage: true,
      pep: true,
      pepDetail: true,
    },
    orderBy: { position: "asc" },
  },
} satisfies Prisma.InvestingCompanySelect;

export function toCompanyDto(row: Prisma.InvestingCompanyGetPayload<{ select: typeof COMPANY_SELECT }> | null): CompanyDto | null {
  if (!row) return null;
  return {
    ...row,
    owners: row.owners.map((owner) => ({
      ...owner,
      documentExpiry: calendarDate(owner.documentExpiry)!,
      birthDate: calendarDate(owner.birthDate)!,
      percentage: owner.percentage.toFixed(2),
    })),
  };
}

/** A file the declaration has a place for: whose (the account's own, or an owner's), and the form field it comes from. */
export type FileSlot = {
  kind: IdentityFileKind;
  ownerId: string | null;
  uploadId: string | null | undefined;
  /** The message when it is missing; null when it may be. */
  required: string | null;
  field: string;
};

/**
 * Writes the company as declared (or removes it, investing as a person again): owners are kept by
 * their place in the list, and an owner whose document number changed is another person, whose
 * kept photos go. Returns the file slots the company needs and the storage keys of files no longer
 * anyone's, to remove once the transaction is in.
 */
export async function saveCompany(
  tx: Tx,
  userId: string,
  company: CompanyValues | null,
): Promise<{ slots: FileSlot[]; removed: string[] }> {
  const removed: string[] = [];
  const dropFiles = async (where: Prisma.IdentityFileWhereInput) => {
    const files = await tx.identityFile.findMany({ where: { userId, ...where }, select: { id: true, storageKey: true } });
    await tx.identityFile.deleteMany({ where: { id: { in: files.map((file) => file.id) } } });
    removed.push(...files.map((file) => file.storageKey));
  };
  if (!company) {
    await dropFiles({ OR: [{ ownerId: { not: null } }, { kind: { in: ["company_deed", "representative_powers"] } }] });
    await tx.investingCompany.deleteMany({ where: { userId } });
    return { slots: [], removed };
  }
  const data = {
    name: company.name,
    cif: company.cif,
    registeredAddress: company.registeredAddress,
    representativeRole: company.representativeRole,
  };
  await tx.investingCompany.upsert({ where: { userId }, create: { userId, ...data }, update: data });
  const before = await tx.beneficialOwner.findMany({
    where: { companyUserId: userId },
    select: { id: true, position: true, documentNumber: true },
  });
  const gone = before.filter((owner) => owner.position >= company.owners.length);
  await dropFiles({ ownerId: { in: gone.map((owner) => owner.id) } });
  await tx.beneficialOwner.deleteMany({ where: { id: { in: gone.map((owner) => owner.id) } } });

  const slots: FileSlot[] = [
    {
      kind: "company_deed",
      ownerId: null,
      uploadId: company.deedUploadId,
      required: KYC_MESSAGES.companyDeed,
      field: "company.deedUploadId",
    },
    {
      kind: "representative_powers",
      ownerId: null,
      uploadId: company.powersUploadId,
      required: KYC_MESSAGES.representativePowers,
      field: "company.powersUploadId",
    },
  ];
  for (const [position, owner] of company.owners.entries()) {
    const previous = before.find((row) => row.position === position);
    if (previous && previous.documentNumber !== owner.documentNumber) await dropFiles({ ownerId: previous.id });
    const fields = {
      name: owner.name,
      documentType: owner.documentType,
      documentNumber: owner.documentNumber,
      documentExpiry: new Date(owner.documentExpiry),
      nationality: owner.nationality,
      birthDate: new Date(owner.birthDate),
      percentage: owner.percentage,
      pep: owner.pep,
      pepDetail: owner.pep === "no" ? null : owner.pepDetail,
    };
    const { id } = await tx.beneficialOwner.upsert({
      where: { companyUserId_position: { companyUserId: userId, position } },
      create: { companyUserId: userId, position, ...fields },
      update: fields,
      select: { id: true },
    });
    const at = `company.owners.${position}`;
    slots.push(
      {
        kind: "document_front",
        ownerId: id,
        uploadId: owner.documentFrontUploadId,
        required: KYC_MESSAGES.documentFront,
        field: `${at}.documentFrontUploadId`,
      },
      {
        kind: "document_back",
        ownerId: id,
        uploadId: owner.documentBackUploadId,
        required: owner.documentType === "PASAPORTE" ? null : KYC_MESSAGES.documentBack,
        field: `${at}.documentBackUploadId`,
      },
    );
  }
  return { slots, removed };
}

/** The owners' dates against today (Madrid): field messages, empty when right. */
export function ownerDateErrors(company: CompanyValues | null, today: string, adultSince: (birthDate: string) => boolean) {
  const fields: Record<string, string> = {};
  company?.owners.forEach((owner, position) => {
    if (owner.documentExpiry < today) fields[`company.owners.${position}.documentExpiry`] = KYC_MESSAGES.ownerExpired;
    if (!adultSince(owner.birthDate)) fields[`company.owners.${position}.birthDate`] = KYC_MESSAGES.ownerMinor;
  });
  return fields;
}
