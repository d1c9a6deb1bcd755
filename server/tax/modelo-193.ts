import "server-only";
import iconv from "iconv-lite";
import { centsOf } from "@/lib/money";
import { MODELO_193_KEY, provinceCode } from "@/lib/validations/tax";
import { AppError } from "../core/errors";
import type { Perceptor } from "./payments";

/**
 * Modelo 193 as the AEAT takes it: a file of 500-character records in its record design ("Diseño de
 * registro Modelo 193", Orden EHA/3377/2011 as updated; positions as docs/product.md lists them,
 * those of the design for 2017–2019 as a public transcription has them): one type 1 record for the declarant (the
 * club) and one type 2 per perceptor. Numbers are zero-padded without a decimal point (cents in the
 * last two positions), text upper case without accents (Ñ and Ç kept) in ISO-8859-1, each record
 * ended by CR LF. Refused, naming what is missing, rather than written incomplete.
 */
export const RECORD_LENGTH = 500;
export const MODELO_193_FILE_ENCODING = "latin1";

export const MODELO_193_MESSAGES = {
  missing: "Para generar el fichero del Modelo 193 falta:",
  clubLegalName: "la razón social del club (Configuración, Fiscalidad)",
  clubNif: "el NIF del club (Configuración, Fiscalidad)",
  nature: "la naturaleza de la percepción (Configuración, Fiscalidad)",
  nif: (name: string) => `el NIF de ${name}`,
  province: (name: string) => `un código postal español en el domicilio de ${name}`,
} as const;

type Field = { at: number; length: number } & ({ digits: string | number | bigint } | { text: string | null });

/** "José María Núñez Peña" → "JOSE MARIA NUÑEZ PEÑA": upper case, accents off, Ñ and Ç kept, anything else a space. */
export function aeatText(value: string): string {
  return value
    .toUpperCase()
    .replace(/Ñ/g, "\u0000")
    .replace(/Ç/g, "\u0001")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\u0000/g, "Ñ")
    .replace(/\u0001/g, "Ç")
    .replace(/[^A-Z0-9ÑÇ ,.\-/&']/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** One record: each field at its 1-based position, numbers right-aligned with zeros, text left-aligned with blanks. */
export function record(fields: Field[]): string {
  const chars = Array.from({ length: RECORD_LENGTH }, () => " ");
  let next = 1;
  for (const field of fields) {
    if (field.at !== next) throw new Error(`Modelo 193: the field at ${field.at} should start at ${next}`);
    next = field.at + field.length;
    const value =
      "digits" in field
        ? String(field.digits).padStart(field.length, "0")
        : aeatText(field.text ?? "")
            .slice(0, field.length)
            .padEnd(field.length, " ");
    if (value.length !== field.length || ("digits" in field && !/^\d+$/.test(value)))
      throw new Error(`Modelo 193: «${value}» does not fit ${field.length} positions at ${field.at}`);
    chars.splice(field.at - 1, field.length, ...value);
  }
  if (next !== RECORD_LENGTH + 1) throw new Error(`Modelo 193: the fields end at ${next - 1}, not ${RECORD_LENGTH}`);
  return chars.join("");
}

const blanks = (at: number, length: number): Field => ({ at, length, text: null });
const amount = (at: number, length: number, decimal: string): Field => ({ at, length, digits: centsOf(decimal) });
/** A NIF right-aligned, zeros to its left (the design's rule for every NIF field). */
const nif = (at: number, value: string | null): Field => ({ at, length: 9, text: (value ?? "").padStart(value ? 9 : 0, "0") });

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
    { at: 123, length: 13, digits: 0 }, // número de la declaración anterior
    { at: 136, length: 9, digits: perceptors.length },
    { at: 145, length: 15, digits: sum((p) => p.gross) }, // base de retenciones e ingresos a cuenta
    { at: 160, length: 15, digits: sum((p) => p.withholding) }, // retenciones e ingresos a cuenta
    { at: 175, length: 15, digits: sum((p) => p.withholding) }, // … ingresados (the club pays what it withholds)
    blanks(190, 30),
    { at: 220, length: 15, digits: 0 }, // gastos art. 26.1.a) LIRPF
    blanks(235, 1), // naturaleza del declarante
    blanks(236, 252),
    blanks(488, 13), // sello electrónico
  ]);
}

function perceptorRecord(declarant: Declarant, perceptor: Perceptor): string {
  return record([
    { at: 1, length: 1, digits: 2 },
    { at: 2, length: 3, digits: 193 },
    { at: 5, length: 4, digits: declarant.year },
    nif(9, declarant.nif),
    nif(18, perceptor.nif),
    blanks(27, 9), // NIF del representante legal
    { at: 36, length: 40, text: perceptor.surnamesFirst },
    blanks(76, 1), // pago a un mediador
    { at: 77, length: 2, digits: provinceCode(perceptor.address)! },
    blanks(79, 1), // clave código (securities only)
    blanks(80, 12), // código emisor
    { at: 92, length: 1, text: MODELO_193_KEY },
    { at: 93, length: 2, digits: declarant.nature! },
    blanks(95, 1), // pago
    blanks(96, 1), // tipo código
    blanks(97, 20), // código cuenta valores / número de operación de préstamo
    blanks(117, 1), // pendiente
    { at: 118, length: 4, digits: declarant.year }, // ejercicio de devengo
    { at: 122, length: 1, digits: 1 }, // tipo de percepción: dineraria
    amount(123, 13, perceptor.gross), // importe de las percepciones
    blanks(136, 3),
    { at: 139, length: 13, digits: 0 }, // reducciones
    amount(152, 13, perceptor.gross), // base de retenciones e ingresos a cuenta
    amount(165, 4, declarant.rate), // % de retención, "1900"
    amount(169, 13, perceptor.withholding), // retenciones e ingresos a cuenta
    { at: 182, length: 11, digits: 0 }, // penalizaciones
    blanks(193, 15),
    blanks(208, 1), // naturaleza del declarante
    { at: 209, length: 8, digits: 0 }, // fecha de inicio del préstamo
    { at: 217, length: 8, digits: 0 }, // fecha de vencimiento del préstamo
    { at: 225, length: 12, digits: 0 }, // compensaciones
    { at: 237, length: 12, digits: 0 }, // garantías
    blanks(249, 252),
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
  const records = [declarantRecord(declarant, perceptors), ...perceptors.map((p) => perceptorRecord(declarant, p))];
  return new Uint8Array(iconv.encode(records.map((line) => `${line}\r\n`).join(""), MODELO_193_FILE_ENCODING));
}
