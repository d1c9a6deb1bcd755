import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { DepositOpening } from "@/components/investor/deposit-opening";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

/** Signing the deposit contract: the second factor is offered only to whom has one (issue 51, item 2). */
describe("the deposit contract's signature", () => {
  it("offers the e-mailed code to everyone", () => {
    const html = renderToStaticMarkup(<DepositOpening contractVersion={3} fichaVersion={1} secondFactor={false} />);
    expect(html).toContain("Enviarme el código de firma");
    expect(html).toContain("Firmas el contrato con un código de un solo uso que te enviamos por email.");
    expect(html).not.toContain("aplicación de autenticación");
  });

  it("and the authenticator app's code to an investor whose account has a second factor", () => {
    const html = renderToStaticMarkup(<DepositOpening contractVersion={3} fichaVersion={1} secondFactor />);
    expect(html).toContain("Enviarme el código de firma");
    expect(html).toContain("Firmar con mi aplicación de autenticación");
    expect(html).toContain("o con el código de tu aplicación de autenticación.");
  });
});
