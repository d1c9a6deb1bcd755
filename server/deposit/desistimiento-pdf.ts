import { formatDate, formatDateTime } from "@/lib/format";
import { ClubPdf } from "../pdf/layout";
import { partyFields, type Party } from "../pdf/party";
import { printedLegalVersion } from "@/lib/legal";

/**
 * The acknowledgment of a desistimiento on a durable medium (Directive (EU) 2023/2673, art. 11a(4)):
 * who withdrew, from which contract (its version and the SHA-256 of the text signed), when it was
 * signed and when the withdrawal was received (Madrid), and by when the money comes back. No data access.
 */
export async function desistimientoPdf(facts: {
  club: Party;
  name: string;
  email: string;
  contractVersion: number;
  contractSha256: string;
  signedAt: Date;
  desistedAt: Date;
  refundBy: string;
}): Promise<Uint8Array> {
  const title = "Acuse de recibo del desistimiento";
  const pdf = await ClubPdf.create(`${title} · cuenta de depósito`, `${facts.club.name} · ${title} · cuenta de depósito`);
  pdf.title(title);
  pdf.text("Contrato de cuenta de depósito", { muted: true, after: 8 });
  pdf.fields([
    ["Titular que desiste", facts.name],
    ["Email para el acuse", facts.email],
    ["Contrato", `Cuenta de depósito, versión ${printedLegalVersion(facts.contractVersion)}`],
    ["SHA-256 del texto firmado", facts.contractSha256],
    ["Firmado el", `${formatDateTime(facts.signedAt)} (hora de Madrid)`],
    ["Desistimiento recibido el", `${formatDateTime(facts.desistedAt)} (hora de Madrid) · ${facts.desistedAt.toISOString()}`],
    ["Devolución del saldo", `como tarde el ${formatDate(facts.refundBy)}, con los intereses devengados hasta el día de la transferencia`],
    ...partyFields("Club", facts.club),
  ]);
  pdf.text(
    "El club acusa recibo de tu decisión de desistir del contrato, ejercida dentro de los 14 días naturales siguientes a su firma, sin indicar motivos y sin penalización (Ley 22/2007, art. 10 y 11; Directiva (UE) 2023/2673).",
    { muted: true },
  );
  return pdf.bytes();
}
