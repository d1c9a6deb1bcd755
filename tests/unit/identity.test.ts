import { describe, expect, it } from "vitest";
import {
  IDENTITY_MESSAGES,
  isValidEntityNif,
  maskedIban,
  optionalIban,
  optionalNif,
  optionalTaxId,
  printedIban,
} from "@/lib/validations/identity";
import { provinceCode } from "@/lib/validations/tax";
import { sepaText } from "@/lib/sepa-text";
import * as z from "@/lib/validations/zod";

const nif = optionalNif();
const iban = optionalIban();
const message = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).error?.issues[0]?.message;

describe("NIF and NIE (the control letter: the number mod 23 in TRWAGMYFPDXBNJZSQVHLCKE)", () => {
  it("accepts real-form NIFs and NIEs in any case, with spaces, dots or dashes, and keeps them upper case and compact", () => {
    // 12345678 mod 23 = 14 → Z; X1234567 → 01234567 mod 23 = 19 → L; Y1234567 → 11234567 mod 23 = 10 → X; Z → 2.
    expect(z.parse(nif, "12345678z")).toBe("12345678Z");
    expect(z.parse(nif, "12.345.678-Z")).toBe("12345678Z");
    expect(z.parse(nif, "x-1234567-l")).toBe("X1234567L");
    expect(z.parse(nif, "Y1234567X")).toBe("Y1234567X");
    expect(z.parse(nif, "Z1234567R")).toBe("Z1234567R");
    expect(z.parse(nif, "00000000T")).toBe("00000000T");
    expect(z.parse(nif, "")).toBeNull();
    expect(z.parse(nif, null)).toBeNull();
  });

  it("refuses a wrong letter, a wrong length, a company's CIF and anything else, with its Spanish message", () => {
    for (const wrong of ["12345678A", "1234567Z", "X1234567T", "W1234567L", "B12345678", "ABCDEFGHI", "123456789Z"]) {
      expect(message(nif, wrong), wrong).toBe(IDENTITY_MESSAGES.nif);
    }
  });
});

describe("IBAN (ISO 13616: the country's length and the mod-97 check digits)", () => {
  it("accepts real-form IBANs of Spain and elsewhere, typed with spaces or lower case, kept electronic", () => {
    expect(z.parse(iban, "es91 2100 0418 4502 0005 1332")).toBe("ES9121000418450200051332");
    expect(z.parse(iban, "ES7921000813610123456789")).toBe("ES7921000813610123456789");
    expect(z.parse(iban, "DE89 3704 0044 0532 0130 00")).toBe("DE89370400440532013000");
    expect(z.parse(iban, "FR1420041010050500013M02606")).toBe("FR1420041010050500013M02606");
    expect(z.parse(iban, "  ")).toBeNull();
  });

  it("refuses a wrong check digit, a wrong length for the country and an unknown country", () => {
    for (const wrong of ["ES9121000418450200051333", "ES912100041845020005133", "XX9121000418450200051332", "2100 0418 4502 0005 1332"]) {
      expect(message(iban, wrong), wrong).toBe(IDENTITY_MESSAGES.iban);
    }
  });

  it("refuses a valid IBAN of a country outside the SEPA scheme: the club pays by SEPA transfer", () => {
    for (const outside of ["TR330006100519786457841326", "BR1800360305000010009795493C1"])
      expect(message(iban, outside), outside).toBe(
        "Ese IBAN es de un país fuera de la zona SEPA: el club solo puede transferir a cuentas SEPA",
      );
    // The SEPA scheme is wider than the EU: Switzerland, the United Kingdom, Monaco, San Marino, Andorra.
    for (const inside of ["CH9300762011623852957", "GB29NWBK60161331926819", "MC5811222000010123456789030", "SM86U0322509800000000270100"])
      expect(z.parse(iban, inside)).toBe(inside);
    // And since 2024–2025 Albania, Moldova, Montenegro, North Macedonia and Serbia (the IBAN registry's examples).
    for (const admitted of [
      "AL47212110090000000235698741",
      "MD24AG000225100013104168",
      "ME25505000012345678951",
      "MK07250120000058984",
      "RS35260005601001611379",
    ])
      expect(z.parse(iban, admitted)).toBe(admitted);
  });

  it("is printed in groups of four, and masked for an e-mail", () => {
    expect(printedIban("ES9121000418450200051332")).toBe("ES91 2100 0418 4502 0005 1332");
    expect(maskedIban("ES9121000418450200051332")).toBe("ES91 **** **** **** **** 1332");
  });
});

describe("a company's NIF (the former CIF), the club's", () => {
  it("checks the control digit or letter its kind asks for", () => {
    // B1234567 → odd places doubled 2+6+(1+0)+(1+4)=14, even places 2+4+6=12, sum 26 → control 4.
    expect(isValidEntityNif("B12345674")).toBe(true);
    expect(isValidEntityNif("B12345675")).toBe(false);
    // A kind that takes a letter: the same digits give "D" (JABCDEFGHI[4]).
    expect(isValidEntityNif("Q1234567D")).toBe(true);
    expect(isValidEntityNif("Q12345674")).toBe(false);
    expect(isValidEntityNif("G12345674")).toBe(true); // either for the others
    expect(isValidEntityNif("G1234567D")).toBe(true);
    expect(isValidEntityNif("I12345674")).toBe(false); // no such kind
  });

  it("the club's field takes a company's NIF or a person's, normalised, and names the field otherwise", () => {
    const taxId = optionalTaxId();
    expect(z.parse(taxId, "b-1234567.4")).toBe("B12345674");
    expect(z.parse(taxId, "12345678z")).toBe("12345678Z");
    expect(z.parse(taxId, "")).toBeNull();
    expect(message(taxId, "B12345675")).toBe(IDENTITY_MESSAGES.taxId);
  });
});

describe("the tax papers' small facts", () => {
  it("the province code is the last Spanish postal code's first two digits", () => {
    expect(provinceCode("Calle de Ponzano, 58, 2º B, 28003 Madrid")).toBe("28");
    expect(provinceCode("Avenida de la Constitución, 12, 41004 Sevilla")).toBe("41");
    expect(provinceCode("Carrer de Provença, 265, 08008 Barcelona")).toBe("08");
    expect(provinceCode("Calle Mayor 123456")).toBeNull(); // six digits are no postal code
    expect(provinceCode("Rue de Rivoli, 75001 Paris 99999")).toBeNull(); // 75 and 99 are no Spanish province
    expect(provinceCode(null)).toBeNull();
  });

  it("a SEPA text keeps to its character set", () => {
    expect(sepaText("Liquidación Piso en Chamberí — 2º «B» & Cía", 140)).toBe("Liquidacion Piso en Chamberi 2 B Cia");
    expect(sepaText("Ñandú Müller", 70)).toBe("Nandu Muller");
    expect(sepaText("x".repeat(80), 70)).toHaveLength(70);
  });
});
