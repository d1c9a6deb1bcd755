import { formatDateTime } from "@/lib/format";
import type { SignatureMethod } from "@/lib/validations/deposit-account";
import { printedLegalVersion } from "@/lib/legal";
import { ClubPdf } from "../pdf/layout";
import { partyFields, type Party } from "../pdf/party";

/** How the signer was identified, as the evidence page says it, by the account's `signatureMethod`. */
export const SIGNATURE_EVIDENCE: Record<SignatureMethod, string> = {
  "email-code": "Código de un solo uso enviado por email a la dirección de la cuenta",
  "second-factor": "Código de la aplicación de autenticación del segundo factor de la cuenta (TOTP, RFC 6238), aceptado una sola vez",
};

/** What the signature's evidence page says (eIDAS art. 25: a simple electronic signature rests on its evidence). */
export type SignatureEvidence = {
  signer: Party & { email: string };
  version: number;
  sha256: string;
  signedAt: Date;
  address: string | null;
  userAgent: string | null;
  method: string;
};

/**
 * The signed deposit contract: its text as signed, its Markdown printed as headings, bold words and lists (the
 * hash is of the Markdown text the investor was shown), then the evidence page — who, when (Madrid), which version and its SHA-256, from
 * which address and browser, how they were identified. No data access: the seed writes the demo's
 * with it, so it does not import "server-only".
 */
export async function signedContractPdf(club: Party, title: string, body: string, evidence: SignatureEvidence): Promise<Uint8Array> {
  // The version as people read it (the stored 0 is the first): lib/legal.ts.
  const version = printedLegalVersion(evidence.version);
  const pdf = await ClubPdf.create(`${title} (versión ${version})`, `${club.name} · ${title} · versión ${version}`);
  pdf.title(title);
  pdf.text(`Versión ${version}`, { muted: true, after: 8 });
  pdf.markdown(body);
  pdf.newSheet();
  pdf.title("Evidencias de la firma electrónica");
  pdf.fields([
    ...partyFields("Firmante", evidence.signer),
    ["Email del firmante", evidence.signer.email],
    ["Fecha y hora de la firma", `${formatDateTime(evidence.signedAt)} (hora de Madrid) · ${evidence.signedAt.toISOString()}`],
    ["Documento firmado", `${title}, versión ${version}`],
    ["SHA-256 del texto firmado", evidence.sha256],
    ["Identificación", evidence.method],
    ["Dirección desde la que se firmó", evidence.address ?? "(no disponible)"],
    ["Navegador", evidence.userAgent ?? "(no disponible)"],
    ...partyFields("Club", club),
  ]);
  pdf.text(
    "Firma electrónica simple (Reglamento (UE) 910/2014, art. 25). El texto firmado es el de las páginas anteriores; su huella SHA-256, calculada sobre el texto en UTF-8, permite comprobar que no ha cambiado.",
    { muted: true },
  );
  return pdf.bytes();
}
