import "server-only";
import iconv from "iconv-lite";
import { formatMoney } from "@/lib/format";
import { centsOf } from "@/lib/money";
import { CLUB_IDENTITY_MISSING } from "@/lib/validations/tax";
import { AppError } from "../core/errors";
import { aeatRecord, blanks, type AeatField } from "./aeat-record";

/**
 * Modelo 123 as the AEAT takes it by file ("presentación mediante fichero"): its record design
 * "Diseño de registro Modelo 123, versión 2.0", ejercicio 2024 and following (Orden EHA/3435/2007 as
 * updated by Orden HAC/56/2024). One declaration is an envelope — "<T1230" + year + period, an
 * auxiliary block, then page 01 of 600 characters with the liquidación's casillas, then
 * "</T1230…0000>" — in ISO-8859-1, text only letters, digits and blanks. The club's partícipes'
 * income is "resto de rentas" (casillas 02, 05 and 08: it does not come from holding the equity of an
 * entity, which is what 01, 04 and 07 are for); the totals 03, 06 and 09 equal them.
 */
export const MODELO_123_FILE_ENCODING = "latin1";
export const PAGE_LENGTH = 600;
/** The design's "versión del programa" (4 characters): this file writer's own version. */
export const PROGRAM_VERSION = "0100";

export const MODELO_123_MESSAGES = {
  missing: "Para generar el fichero del Modelo 123 falta:",
  ...CLUB_IDENTITY_MISSING,
  clubIban: "el IBAN de la cuenta del club, para domiciliar el pago (Configuración, Cobros)",
  negative: (base: string, withholding: string) =>
    `El periodo suma una base de ${base} y unas retenciones de ${withholding}: el Modelo 123 no admite importes negativos. Regularízalo con el asesor del club.`,
} as const;

/** How the result is paid: the design's "tipo de declaración" I (ingreso) or U (domiciliación); N when nothing was withheld. */
export type Modelo123Payment = "ingreso" | "domiciliacion";

export type Modelo123Declaration = {
  year: number;
  /** "1T" … "4T", or "01" … "12" for those who declare monthly. */
  period: string;
  nif: string | null;
  legalName: string | null;
  /** The club's account, for a direct debit. */
  iban: string | null;
  payment: Modelo123Payment;
  /** The period's figures: the number of rentas with withholding, their base and what was withheld. */
  rentas: number;
  base: string;
  withholding: string;
};

type Kind = "I" | "U" | "N";

function kindOf(declaration: Modelo123Declaration): Kind {
  const withheld = centsOf(declaration.withholding);
  if (withheld === 0n) return "N";
  return declaration.payment === "domiciliacion" ? "U" : "I";
}

/** What the file cannot be written without. */
export function missingForModelo123(declaration: Modelo123Declaration): string[] {
  return [
    ...(declaration.legalName ? [] : [MODELO_123_MESSAGES.clubLegalName]),
    ...(declaration.nif ? [] : [MODELO_123_MESSAGES.clubNif]),
    ...(kindOf(declaration) === "U" && !declaration.iban ? [MODELO_123_MESSAGES.clubIban] : []),
  ];
}

const amount = (at: number, cents: bigint): AeatField => ({ at, length: 17, digits: cents });
const count = (at: number, value: number): AeatField => ({ at, length: 15, digits: value });

/** Page 01: the declarant, the period and the liquidación (casillas 01 to 14). */
function page01(declaration: Modelo123Declaration, kind: Kind): string {
  const base = centsOf(declaration.base);
  const withheld = centsOf(declaration.withholding);
  const regularisation = 0n; // casilla 11: the club's withholdings are due in the period they are made
  const previous = 0n; // casilla 13: a first declaration, not a complementary one
  const due = withheld + regularisation;
  return aeatRecord(
    "Modelo 123, página 01",
    PAGE_LENGTH,
    [
      { at: 1, length: 2, constant: "<T" },
      { at: 3, length: 3, constant: "123" },
      { at: 6, length: 2, constant: "01" },
      { at: 8, length: 4, constant: "000>" },
      blanks(12, 1), // indicador de página complementaria
      { at: 13, length: 1, constant: kind },
      { at: 14, length: 9, text: declaration.nif },
      { at: 23, length: 80, text: declaration.legalName },
      { at: 103, length: 4, digits: declaration.year },
      { at: 107, length: 2, constant: declaration.period },
      count(109, 0), // [01] número de rentas: dividendos y otras rentas de la participación en fondos propios
      count(124, declaration.rentas), // [02] número de rentas: resto de rentas
      count(139, declaration.rentas), // [03] número de rentas: totales
      amount(154, 0n), // [04] base: dividendos…
      amount(171, base), // [05] base: resto de rentas
      amount(188, base), // [06] base: totales
      amount(205, 0n), // [07] retenciones: dividendos…
      amount(222, withheld), // [08] retenciones: resto de rentas
      amount(239, withheld), // [09] retenciones: totales
      amount(256, 0n), // [10] periodificación: ingresos de ejercicios anteriores
      amount(273, regularisation), // [11] periodificación: regularización
      amount(290, due), // [12] = [09] + [11]
      amount(307, previous), // [13] resultados a ingresar de autoliquidaciones anteriores
      amount(324, due - previous), // [14] resultado a ingresar = [12] − [13]
      blanks(341, 1), // declaración complementaria
      blanks(342, 13), // número de justificante de la declaración anterior
      { at: 355, length: 34, text: kind === "U" ? declaration.iban : null },
      blanks(389, 200), // reservado AEAT
      { at: 589, length: 12, constant: "</T12301000>" },
    ],
    "letters-digits",
  );
}

/** The period's declaration as one file; 409 naming what is missing, or when a figure is negative (the design's amounts have no sign). */
export function modelo123File(declaration: Modelo123Declaration): Uint8Array {
  if (centsOf(declaration.base) < 0n || centsOf(declaration.withholding) < 0n)
    throw new AppError("conflict", MODELO_123_MESSAGES.negative(formatMoney(declaration.base), formatMoney(declaration.withholding)));
  const missing = missingForModelo123(declaration);
  if (missing.length) throw new AppError("conflict", `${MODELO_123_MESSAGES.missing} ${missing.join("; ")}.`);
  const { year, period } = declaration;
  const header = aeatRecord(
    "Modelo 123",
    328,
    [
      { at: 1, length: 2, constant: "<T" },
      { at: 3, length: 3, constant: "123" },
      { at: 6, length: 1, constant: "0" },
      { at: 7, length: 4, digits: year },
      { at: 11, length: 2, constant: period },
      { at: 13, length: 5, constant: "0000>" },
      { at: 18, length: 5, constant: "<AUX>" },
      blanks(23, 70), // reservado para la Administración
      { at: 93, length: 4, constant: PROGRAM_VERSION },
      blanks(97, 4), // reservado para la Administración
      blanks(101, 9), // NIF de la empresa de desarrollo: the club is no registered developer
      blanks(110, 213), // reservado para la Administración
      { at: 323, length: 6, constant: "</AUX>" },
    ],
    "letters-digits",
  );
  const text = `${header}${page01(declaration, kindOf(declaration))}</T1230${year}${period}0000>`;
  return new Uint8Array(iconv.encode(text, MODELO_123_FILE_ENCODING));
}
