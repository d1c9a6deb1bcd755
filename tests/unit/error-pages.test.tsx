import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import AdminError from "@/app/admin/error";
import GlobalError from "@/app/global-error";
import InvestorError from "@/app/investor/error";
import PublicError from "@/app/(public)/error";

const failure = Object.assign(new Error("detalle interno que no debe verse"), { digest: "1234567890" });

describe("error pages", () => {
  it.each([
    ["admin", AdminError],
    ["investor", InvestorError],
    ["public", PublicError],
  ])("%s: Spanish message, the reference of the log line and a retry, never the error's text", (_area, Page) => {
    const html = renderToStaticMarkup(<Page error={failure} reset={() => {}} />);
    expect(html).toContain("Algo ha salido mal");
    expect(html).toContain("Referencia: 1234567890");
    expect(html).toContain("Reintentar");
    expect(html).toContain('role="alert"');
    expect(html).not.toContain("detalle interno");
  });

  it("global error brings its own document in Spanish", () => {
    const html = renderToStaticMarkup(<GlobalError error={failure} reset={() => {}} />);
    expect(html).toMatch(/^<html lang="es"/);
    expect(html).toContain("<main>");
    expect(html).toContain("Algo ha salido mal");
  });
});
