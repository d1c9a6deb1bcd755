import "server-only";
import { formatDate, formatMoney } from "@/lib/format";
import { dayInMadrid } from "@/lib/format";
import { ClubPdf } from "../pdf/layout";
import { partyFields, type Party } from "../pdf/parties";
import type { Perceptor } from "./payments";

export const certificateFileName = (year: number) => `certificado-retenciones-${year}.pdf`;

/**
 * The "Certificado de retenciones e ingresos a cuenta" of one perceptor and year (art. 108.3
 * RIRPF): the payer and the perceptor with their NIF and address, each payment's gross,
 * withholding and net, and the totals.
 */
export async function certificatePdf(club: Party, perceptor: Perceptor, year: number, now = new Date()): Promise<Uint8Array> {
  const pdf = await ClubPdf.create(
    `Certificado de retenciones ${year}`,
    `${club.name} · Certificado de retenciones e ingresos a cuenta del IRPF · Ejercicio ${year}`,
  );
  pdf.title("Certificado de retenciones e ingresos a cuenta del IRPF");
  pdf.fields([["Ejercicio", String(year)]]);
  pdf.heading("Pagador");
  pdf.fields(partyFields("Razón social", club));
  pdf.heading("Perceptor");
  pdf.fields(partyFields("Nombre", { name: perceptor.name, nif: perceptor.nif, address: perceptor.address }));
  pdf.text(
    `${club.name} certifica que en ${year} ha satisfecho al perceptor los rendimientos del capital mobiliario ` +
      "(art. 25.2 de la Ley del IRPF; clave B del Modelo 193) de sus participaciones en cuentas en participación que se " +
      "detallan, y que ha practicado sobre ellos las retenciones siguientes, ingresadas en la Agencia Tributaria:",
    { after: 8 },
  );
  pdf.table(
    [
      { header: "Fecha", width: 62 },
      { header: "Operación", width: 178 },
      { header: "Rendimiento íntegro", width: 95, align: "right" },
      { header: "Retención", width: 80, align: "right" },
      { header: "Importe neto", width: 80, align: "right" },
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
