import "server-only";
import { formatDate, formatMoney, formatPercent } from "@/lib/format";
import { dayInMadrid } from "@/lib/format";
import { madridYear } from "@/lib/madrid-day";
import { MODELO_193_KEY } from "@/lib/validations/tax";
import { AppError } from "../core/errors";
import { ClubPdf } from "../pdf/layout";
import { partyFields, type Party } from "../pdf/party";
import type { Perceptor } from "./payments";

export const certificateFileName = (year: number) => `certificado-retenciones-${year}.pdf`;

export const CERTIFICATE_MESSAGES = {
  clubMissing: "Para emitir certificados falta en Configuración (Fiscalidad):",
  legalName: "la razón social del club",
  nif: "el NIF del club",
  address: "el domicilio fiscal del club",
  ownNifMissing: "Indica tu NIF en Mis datos: el certificado de retenciones lo necesita",
  provisional: (year: number) =>
    `Certificado provisional: el ejercicio ${year} aún no ha terminado y sus cifras pueden cambiar hasta el 31/12/${year}.`,
} as const;

/** 409 unless the club, as the payer, has its razón social, NIF and fiscal address: a certificate names all three. */
export function assertPayerComplete(club: { clubLegalName: string | null; clubNif: string | null; clubAddress: string | null }) {
  const missing = [
    ...(club.clubLegalName ? [] : [CERTIFICATE_MESSAGES.legalName]),
    ...(club.clubNif ? [] : [CERTIFICATE_MESSAGES.nif]),
    ...(club.clubAddress ? [] : [CERTIFICATE_MESSAGES.address]),
  ];
  if (missing.length) throw new AppError("conflict", `${CERTIFICATE_MESSAGES.clubMissing} ${missing.join(", ")}.`);
}

/** What the certificate states of the income beyond the figures: Modelo 193's naturaleza and the year's rate ("19.00"). */
export type CertificateTerms = { nature: string | null; rate: string };

/**
 * The "Certificado de retenciones e ingresos a cuenta" of one perceptor and year (art. 108.3
 * RIRPF): the payer and the perceptor with their NIF and address, the income's clave and
 * naturaleza, its base, the % and the withholding, each payment's gross, withholding and net, and
 * the totals; "provisional" while the year has not ended.
 */
export async function certificatePdf(
  club: Party,
  perceptor: Perceptor,
  year: number,
  terms: CertificateTerms,
  now = new Date(),
): Promise<Uint8Array> {
  const tax = perceptor.company ? "Impuesto sobre Sociedades" : "IRPF";
  const pdf = await ClubPdf.create(
    `Certificado de retenciones ${year}`,
    `${club.name} · Certificado de retenciones e ingresos a cuenta del ${tax} · Ejercicio ${year}`,
  );
  pdf.title(`Certificado de retenciones e ingresos a cuenta del ${tax}`);
  pdf.fields([["Ejercicio", String(year)]]);
  if (madridYear(now) <= year) pdf.text(CERTIFICATE_MESSAGES.provisional(year), { bold: true, after: 6 });
  pdf.heading("Pagador");
  pdf.fields(partyFields("Razón social", club));
  pdf.heading("Perceptor");
  pdf.fields(
    partyFields(perceptor.company ? "Razón social" : "Nombre", { name: perceptor.name, nif: perceptor.nif, address: perceptor.address }),
  );
  // A company's capital income is withheld on account of the Impuesto sobre Sociedades (Ley 27/2014, art. 128).
  const income = perceptor.company
    ? "los rendimientos del capital mobiliario (sujetos a retención por el art. 128 de la Ley del Impuesto sobre Sociedades)"
    : "los rendimientos del capital mobiliario (art. 25.2 de la Ley del IRPF)";
  pdf.text(
    `${club.name} certifica que en ${year} ha satisfecho al perceptor ${income} de sus participaciones en cuentas en ` +
      "participación que se detallan, y que ha practicado sobre ellos las retenciones siguientes, declaradas en los Modelos 123 y 193:",
    { after: 8 },
  );
  pdf.heading("Rendimientos y retenciones");
  pdf.fields([
    ["Clave de percepción (Modelo 193)", `${MODELO_193_KEY}: rendimientos obtenidos por la cesión a terceros de capitales propios`],
    ["Naturaleza", terms.nature ?? "(sin indicar)"],
    ["Tipo de percepción", "Dineraria"],
    ["Base de retención", formatMoney(perceptor.gross)],
    ["Porcentaje de retención", formatPercent(terms.rate)],
    ["Retenciones e ingresos a cuenta", formatMoney(perceptor.withholding)],
  ]);
  pdf.table(
    [
      { header: "Fecha", width: 58 },
      { header: "Operación", width: 221 },
      { header: "Rendimiento íntegro", width: 72, align: "right" },
      { header: "Retención", width: 72, align: "right" },
      { header: "Importe neto", width: 72, align: "right" },
    ],
    perceptor.payments.map((payment) => [
      formatDate(payment.date),
      payment.operationTitle,
      formatMoney(payment.gross),
      formatMoney(payment.withholding),
      formatMoney(payment.net),
    ]),
    ["Total", "", formatMoney(perceptor.gross), formatMoney(perceptor.withholding), formatMoney(perceptor.net)],
  );
  pdf.text(`Emitido el ${formatDate(dayInMadrid(now))}, a efectos de la declaración del IRPF del ejercicio ${year}.`, { muted: true });
  return pdf.bytes();
}
