import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LegalText } from "@/components/legal/legal-text";
import { fillLegalText, MISSING_IDENTITY, type ClubIdentity } from "@/lib/legal";
import { DEFAULT_LEGAL_TEXTS } from "@/server/club/legal-defaults";

const CLUB: ClubIdentity = {
  nombre: "Club Inversión Hipotecaria S.L.",
  nif: "B12345674",
  domicilio: "Calle Mayor 1, 28013 Madrid",
  registro: "Registro Mercantil de Madrid, tomo 1, folio 2, hoja M-3",
  email: "info@club.example",
  web: "https://club.example",
};

describe("the legal texts", () => {
  it("fill every placeholder of the club's identity; a missing value says so, an unknown placeholder stays", () => {
    expect(fillLegalText("{{nombre}} ({{ nif }}), {{registro}}; {{otro}}", CLUB)).toBe(
      "Club Inversión Hipotecaria S.L. (B12345674), Registro Mercantil de Madrid, tomo 1, folio 2, hoja M-3; {{otro}}",
    );
    expect(fillLegalText("NIF: {{nif}}", { ...CLUB, nif: "" })).toBe(`NIF: ${MISSING_IDENTITY}`);
  });

  it("the starting legal notice names the owner, NIF, address, registry and contact (LSSI-CE art. 10)", () => {
    const text = fillLegalText(DEFAULT_LEGAL_TEXTS["aviso-legal"], CLUB);
    for (const value of Object.values(CLUB)) expect(text).toContain(value);
    expect(text).not.toContain("{{");
  });

  it("the starting cookie policy names each cookie the site sets, and says why none needs consent", () => {
    const html = renderToStaticMarkup(<LegalText markdown={DEFAULT_LEGAL_TEXTS.cookies} />);
    for (const cookie of ["better-auth.session_token", "better-auth.two_factor", "club_signed_in", "sidebar_state"])
      expect(html).toContain(`<code>${cookie}</code>`);
    expect(html).toContain("<table>");
    expect(html).toContain("no necesitan tu consentimiento");
  });

  it("render Markdown without any HTML or script an admin might write", () => {
    const html = renderToStaticMarkup(
      <LegalText
        markdown={
          '## Título\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[enlace](javascript:alert(1)) y [web](https://club.example)'
        }
      />,
    );
    expect(html).toContain("<h2>Título</h2>");
    expect(html).not.toMatch(/<script|<img|onerror|javascript:/);
    expect(html).toContain('<a href="https://club.example">web</a>');
  });
});
