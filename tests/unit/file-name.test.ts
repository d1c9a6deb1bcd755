import { describe, expect, it } from "vitest";
import { safeFileName } from "@/server/files/file-name";

const PDF = "application/pdf";
const JPEG = "image/jpeg";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

describe("safeFileName: the name a stored file is kept and offered under", () => {
  it("takes the extension of the type read from the bytes", () => {
    expect(safeFileName("poly.html", PDF)).toBe("poly.pdf");
    expect(safeFileName("informe", PDF)).toBe("informe.pdf");
    expect(safeFileName("Informe v2.1", PDF)).toBe("Informe v2.1.pdf"); // ".1" is no extension
    expect(safeFileName("contrato.pdf.exe", PDF)).toBe("contrato.pdf.pdf");
    expect(safeFileName("foto.pdf", JPEG)).toBe("foto.jpg");
    expect(safeFileName("acta.docx.html", DOCX)).toBe("acta.docx.docx");
    expect(safeFileName(".html", PDF)).toBe("archivo.pdf");
  });

  it("keeps a name whose extension already fits, in any case, and one whose type is unknown", () => {
    expect(safeFileName("Nota simple – Chamberí.pdf", PDF)).toBe("Nota simple – Chamberí.pdf");
    expect(safeFileName("CONTRATO.PDF", PDF)).toBe("CONTRATO.PDF");
    for (const name of ["foto.jpg", "foto.JPEG", "foto.jpe"]) expect(safeFileName(name, JPEG)).toBe(name);
    expect(safeFileName("poly.html", null)).toBe("poly.html");
    expect(safeFileName("poly.html", "application/octet-stream")).toBe("poly.html");
  });

  it("drops bidirectional controls, other invisible format characters, controls and line separators", () => {
    expect(safeFileName("factura\u202Efdp.exe", PDF)).toBe("facturafdp.pdf");
    expect(safeFileName("\u202Acontrato\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u200E\u200F.pdf", PDF)).toBe("contrato.pdf");
    expect(safeFileName("a\u200Bb\u2060c\uFEFFd\u00ADe\u061Cf\u180Eg.pdf", PDF)).toBe("abcdefg.pdf");
    expect(safeFileName("línea\r\nuno\u0000\u0085\u2028\u2029.pdf", PDF)).toBe("líneauno.pdf");
    expect(safeFileName("\u202E", null)).toBe("archivo");
  });
});
