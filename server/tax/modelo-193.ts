import "server-only";
import iconv from "iconv-lite";
import { centsOf } from "@/lib/money";
import { CLUB_IDENTITY_MISSING, MODELO_193_KEY, provinceCode } from "@/lib/validations/tax";
import { AppError } from "../core/errors";
import { aeatRecord, blanks, zeros, type AeatField } from "./aeat-record";
import type { Perceptor } from "./payments";

/**
 * Modelo 193 as the AEAT takes it: a file of 500-character records in its record design ("Diseño de
 * registro Modelo 193", Orden EHA/3377/2011 as updated by Orden HAC/1430/2025, the design of
 * ejercicio 2025 and following; docs/product.md lists the positions): one type 1 record for the
 * declarant (the club) and one type 2 per perceptor. Numbers are zero-padded without a decimal point
 * (cents in the last two positions), text upper case without accents (Ñ and Ç kept) in ISO-8859-1,
 * each record ended by CR LF. Refused, naming what is missing, rather than written incomplete.
 *
 * The club pays its own partícipes: it is none of the design's categories of declarant (a) to d):
 * a payer on behalf of others or depositary, an issuer of securities held or collected by one, the
 * pre-1999 regularisation, a collector of custody fees), so its "naturaleza del declarante" is "S",
 * which sets the fields those categories use (pago, clave código, the securities' codes, gastos,
 * "ingresados") to the design's zeros and blanks.
 */
export const RECORD_LENGTH = 500;
export const MODELO_193_FILE_ENCODING = "latin1";
/** Naturaleza del declarante (type 1, 235; type 2, 208): "S", outside the design's categories a) to d). */
const DECLARANT_OUTSIDE_CATEGORIES = "S";

export const MODELO_193_MESSAGES = {
  missing: "Para generar el fichero del Modelo 193 falta:",
  ...CLUB_IDENTITY_MISSING,
  nature: "la naturaleza de la percepción (Configuración, Fiscalidad)",
  nif: (name: string) => `el NIF de ${name}`,
  province: (name: string) => `un código postal español en el domicilio de ${name}`,
} as const;

const record = (fields: AeatField[]) => aeatRecord("Modelo 193", RECORD_LENGTH, fields);
const amount = (at: number, length: number, decimal: string): AeatField => ({ at, length, digits: centsOf(decimal) });
/** A NIF right-aligned, zeros to its left (the design's rule for every NIF field). */
const nif = (at: number, value: string | null): AeatField => ({ at, length: 9, text: (value ?? "").padStart(value ? 9 : 0, "0") });

export type Declarant = {
  year: number;
  nif: string | null;
  legalName: string | null;
  /** Nine digits of a Spanish telephone, or null. */
  phone: string | null;
  /** "APELLIDOS NOMBRE" of the person the AEAT may ask. */
  contactName: string;
  /** The two digits of the AEAT's list of naturalezas for clave B. */
  nature: string | null;
  /** The year's rate, "19.00". */
  rate: string;
};

/** The declaration's number: "193", the year and a sequence of six (the first declaration of the year, 000001). */
export const declarationNumber = (year: number, sequence = 1) => `193${year}${String(sequence).padStart(6, "0")}`;

function declarantRecord(declarant: Declarant, perceptors: Perceptor[]): string {
  const sum = (pick: (p: Perceptor) => string) => perceptors.reduce((total, p) => total + centsOf(pick(p)), 0n);
  return record([
    { at: 1, length: 1, digits: 1 },
    { at: 2, length: 3, digits: 193 },
    { at: 5, length: 4, digits: declarant.year },
    nif(9, declarant.nif),
    { at: 18, length: 40, text: declarant.legalName },
    { at: 58, length: 1, text: "T" }, // tipo de soporte: transmisión telemática
    { at: 59, length: 9, text: declarant.phone },
    { at: 68, length: 40, text: declarant.contactName },
    { at: 108, length: 13, digits: declarationNumber(declarant.year) },
    blanks(121, 1), // declaración complementaria
    blanks(122, 1), // declaración sustitutiva
    zeros(123, 13), // número de la declaración anterior
    { at: 136, length: 9, digits: perceptors.length },
    { at: 145, length: 15, digits: sum((p) => p.gross) }, // base de retenciones e ingresos a cuenta
    { at: 160, length: 15, digits: sum((p) => p.withholding) }, // retenciones e ingresos a cuenta
    zeros(175, 15), // … ingresados: zeros when the naturaleza del declarante is "S"
    blanks(190, 30),
    zeros(220, 15), // gastos art. 26.1.a) LIRPF: zeros when "S"
    { at: 235, length: 1, text: DECLARANT_OUTSIDE_CATEGORIES },
    blanks(236, 252),
    blanks(488, 13), // sello electrónico
  ]);
}

/** `order` numbers the perceptor records from 1 (the design's "número de orden", 315–321). */
function perceptorRecord(declarant: Declarant, perceptor: Perceptor, order: number): string {
  return record([
    { at: 1, length: 1, digits: 2 },
    { at: 2, length: 3, digits: 193 },
    { at: 5, length: 4, digits: declarant.year },
    nif(9, declarant.nif),
    nif(18, perceptor.nif),
    blanks(27, 9), // NIF del representante legal
    { at: 36, length: 40, text: perceptor.surnamesFirst },
    blanks(76, 1), // perceptor mediador
    { at: 77, length: 2, digits: provinceCode(perceptor.address)! },
    zeros(79, 1), // clave código: zeros when "S"
    blanks(80, 12), // código emisor
    { at: 92, length: 1, text: MODELO_193_KEY },
    { at: 93, length: 2, digits: declarant.nature! },
    zeros(95, 1), // pago: zeros when "S"
    blanks(96, 1), // tipo código
    blanks(97, 20), // código cuenta valores / número de operación de préstamo
    blanks(117, 1), // pendiente
    zeros(118, 4), // ejercicio de devengo: only for income of earlier years paid in this one
    { at: 122, length: 1, digits: 1 }, // tipo de percepción: dineraria
    amount(123, 13, perceptor.gross), // importe de las percepciones
    blanks(136, 3),
    zeros(139, 13), // reducciones
    amount(152, 13, perceptor.gross), // base de retenciones e ingresos a cuenta
    amount(165, 4, declarant.rate), // % de retención, "1900"
    amount(169, 13, perceptor.withholding), // retenciones e ingresos a cuenta
    zeros(182, 11), // penalizaciones
    blanks(193, 12), // código ISIN
    blanks(205, 3),
    { at: 208, length: 1, text: DECLARANT_OUTSIDE_CATEGORIES },
    zeros(209, 8), // fecha de inicio del préstamo (de valores)
    zeros(217, 8), // fecha de vencimiento del préstamo
    zeros(225, 12), // compensaciones
    zeros(237, 12), // garantías
    zeros(249, 65), // retenciones ingresadas en el Estado y las haciendas forales, by volume of operations: not the club's case
    zeros(314, 1), // Ceuta o Melilla / Isla de La Palma: 0, the general rate
    { at: 315, length: 7, digits: order }, // número de orden
    blanks(322, 9), // NIF del pagador anterior (mediators only)
    zeros(331, 8), // fecha de devengo (clave A only)
    { at: 339, length: 1, text: "D" }, // clave de mercado "D. Otros": the participations are traded on no market
    blanks(340, 161),
  ]);
}

/** What the file cannot be written without: the club's identity and naturaleza, each perceptor's NIF and province. */
export function missingForModelo193(
  club: { legalName: string | null; nif: string | null; nature: string | null },
  perceptors: Perceptor[],
): string[] {
  return [
    ...(club.legalName ? [] : [MODELO_193_MESSAGES.clubLegalName]),
    ...(club.nif ? [] : [MODELO_193_MESSAGES.clubNif]),
    ...(club.nature ? [] : [MODELO_193_MESSAGES.nature]),
    ...perceptors.flatMap((p) => [
      ...(p.nif ? [] : [MODELO_193_MESSAGES.nif(p.name)]),
      ...(provinceCode(p.address) ? [] : [MODELO_193_MESSAGES.province(p.name)]),
    ]),
  ];
}

/** The year's file, in the design's character set (ISO-8859-1); 409 naming what is missing. */
export function modelo193File(declarant: Declarant, perceptors: Perceptor[]): Uint8Array {
  const missing = missingForModelo193({ legalName: declarant.legalName, nif: declarant.nif, nature: declarant.nature }, perceptors);
  if (missing.length) throw new AppError("conflict", `${MODELO_193_MESSAGES.missing} ${missing.join("; ")}.`);
  const records = [declarantRecord(declarant, perceptors), ...perceptors.map((p, index) => perceptorRecord(declarant, p, index + 1))];
  return new Uint8Array(iconv.encode(records.map((line) => `${line}\r\n`).join(""), MODELO_193_FILE_ENCODING));
}
