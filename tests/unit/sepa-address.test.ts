import { describe, expect, it } from "vitest";
import { hybridAddressOf, postalAddressXml } from "@/lib/sepa-address";
import { inEea } from "@/lib/sepa-scheme";

describe("a postal address in the EPC's hybrid form", () => {
  it("takes the post code and town from the end of a Spanish address, the rest as lines in the SEPA characters", () => {
    expect(hybridAddressOf("Calle de Velázquez, 50, 28001 Madrid", "ES")).toEqual({
      postCode: "28001",
      town: "Madrid",
      country: "ES",
      lines: ["Calle de Velazquez, 50"],
    });
    expect(hybridAddressOf("Carrer de Provença, 265, 1º 2ª, 08008 Barcelona", "ES")).toEqual({
      postCode: "08008",
      town: "Barcelona",
      country: "ES",
      lines: ["Carrer de Provenca, 265, 1 2"],
    });
    expect(hybridAddressOf("28013 Madrid", "ES")).toEqual({ postCode: "28013", town: "Madrid", country: "ES", lines: [] });
    for (const without of ["Madrid", "Calle Mayor 1", "", null]) expect(hybridAddressOf(without, "ES"), String(without)).toBeNull();
  });

  it("is written in PostalAddress6's order: post code, town, country, lines", () => {
    expect(postalAddressXml({ postCode: "28001", town: "Madrid", country: "ES", lines: ["Calle de Velazquez, 50"] })).toBe(
      "<PstlAdr><PstCd>28001</PstCd><TwnNm>Madrid</TwnNm><Ctry>ES</Ctry><AdrLine>Calle de Velazquez, 50</AdrLine></PstlAdr>",
    );
  });

  it("is needed when a transfer leaves the EEA: Switzerland, the United Kingdom, Monaco, Serbia", () => {
    for (const country of ["ES", "DE", "FR", "IS", "LI", "NO"]) expect(inEea(country), country).toBe(true);
    for (const country of ["CH", "GB", "MC", "SM", "AD", "VA", "RS", "ME"]) expect(inEea(country), country).toBe(false);
  });
});
