import { describe, expect, it } from "vitest";
import { contentDisposition } from "@/server/platform/storage/content-disposition";

/** What a browser would take as the file name: the RFC 5987 value when present. */
function offeredName(header: string): string {
  const match = /filename\*=UTF-8''([^;\s]+)/.exec(header);
  return decodeURIComponent(match?.[1] ?? "");
}

describe("contentDisposition", () => {
  it("offers a plain name as is, as an attachment", () => {
    expect(contentDisposition("contrato-2025.pdf")).toBe(`attachment; filename="contrato-2025.pdf"; filename*=UTF-8''contrato-2025.pdf`);
  });

  it("keeps accents and other scripts in filename* and folds them to ASCII in the fallback", () => {
    const header = contentDisposition("Escritura de cesión – Señor Núñez €.pdf");
    expect(header).toContain(`filename="Escritura de cesion _ Senor Nunez _.pdf"`);
    expect(offeredName(header)).toBe("Escritura de cesión – Señor Núñez €.pdf");
    expect(offeredName(contentDisposition("契約書.pdf"))).toBe("契約書.pdf");
  });

  it("serves inline when asked (a PDF shown in the browser)", () => {
    expect(contentDisposition("a.pdf", { inline: true })).toMatch(/^inline; filename="a.pdf"/);
  });

  it.each([
    ["a quote that would close the parameter", 'x.pdf"; filename="evil.html', "x.pdf__ filename=_evil.html"],
    ["a header injection", "a.pdf\r\nSet-Cookie: session=stolen", "a.pdfSet-Cookie: session=stolen"],
    ["a path", "../../etc/passwd", "_.._etc_passwd"],
    ["a Windows path", "C:\\Users\\x.pdf", "C:_Users_x.pdf"],
    ["percent signs a browser might decode", "100%25.pdf", "100_25.pdf"],
  ])("neutralises %s", (_label, name, fallback) => {
    const header = contentDisposition(name);
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).toContain(`filename="${fallback}"`);
    expect(offeredName(header)).not.toMatch(/[\r\n/\\]/);
    expect(header.split("; ")).toHaveLength(3);
  });

  it("encodes every character outside RFC 5987's attr-char in filename*", () => {
    const header = contentDisposition("a b'(c)*;,.pdf");
    expect(header).toContain("filename*=UTF-8''a%20b%27%28c%29%2A%3B%2C.pdf");
    expect(offeredName(header)).toBe("a b'(c)*;,.pdf");
  });

  it("falls back to a generic name for empty, invisible or hidden-file names", () => {
    for (const name of ["", "   ", "\r\n", "..."]) {
      expect(contentDisposition(name)).toBe(`attachment; filename="archivo"; filename*=UTF-8''archivo`);
    }
    expect(contentDisposition(".env")).toContain(`filename="env"`);
  });

  it("survives a broken UTF-16 name and caps very long ones", () => {
    expect(() => contentDisposition("a\ud800b.pdf")).not.toThrow();
    expect(offeredName(contentDisposition(`${"ñ".repeat(500)}.pdf`))).toHaveLength(200);
  });
});
