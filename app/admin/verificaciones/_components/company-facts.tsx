import { countryName } from "@/lib/countries";
import { formatDate } from "@/lib/format";
import { DOCUMENT_TYPE_LABELS, PEP_LABELS, type DocumentType, type PepOption } from "@/lib/validations/kyc";
import type { CompanyDto } from "@/server/kyc/company";
import type { IdentityFileDto } from "@/server/kyc/onboarding";
import { Facts } from "./facts";
import { IdentityFiles } from "./identity-files";

/** The company an investor represents: its data, deed and powers, and each beneficial owner with their document. */
export function CompanyFacts({ company, files }: { company: CompanyDto; files: IdentityFileDto[] }) {
  return (
    <div className="grid gap-4">
      <Facts
        rows={[
          ["Razón social", company.name],
          ["CIF", company.cif],
          ["Domicilio social", company.registeredAddress],
          ["Cargo del representante", company.representativeRole],
        ]}
      />
      <IdentityFiles files={files.filter((file) => file.kind === "company_deed" || file.kind === "representative_powers")} />
      <h3 className="font-medium">Titulares reales</h3>
      <ul className="grid gap-4">
        {company.owners.map((owner) => (
          <li key={owner.id} className="grid gap-2 rounded-md border p-3" data-testid="beneficial-owner">
            <p className="font-medium">
              {owner.name} · {owner.percentage.replace(".", ",")} %
            </p>
            <Facts
              rows={[
                ["Documento", `${DOCUMENT_TYPE_LABELS[owner.documentType as DocumentType] ?? owner.documentType} ${owner.documentNumber}`],
                ["Caducidad", formatDate(owner.documentExpiry)],
                ["Nacionalidad", countryName(owner.nationality)],
                ["Fecha de nacimiento", formatDate(owner.birthDate)],
                [
                  "Persona con responsabilidad pública",
                  `${PEP_LABELS[owner.pep as PepOption] ?? owner.pep}${owner.pepDetail ? `: ${owner.pepDetail}` : ""}`,
                ],
              ]}
            />
            <IdentityFiles files={files.filter((file) => file.ownerId === owner.id)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
