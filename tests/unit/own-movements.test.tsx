import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MOVEMENTS_SHOWN, OWN_MOVEMENTS_CSV, OwnMovements } from "@/components/investor/own-movements";
import type { MovementDto } from "@/server/ledger/movements";

const movement = (n: number, extra: Partial<MovementDto> = {}): MovementDto => ({
  id: `t${n}`,
  operationId: "op",
  operationTitle: "Oficina en Ruzafa – Crédito NPL con subasta señalada",
  userId: "u",
  userName: "Javier Romero Sanz",
  investmentId: null,
  type: "APORTE",
  amount: "788.91",
  description: null,
  paymentMethod: "Transferencia",
  reference: `TRX-${n}`,
  transactionDate: "2026-10-16",
  status: "completed",
  reversesId: null,
  reversedById: null,
  system: false,
  ...extra,
});

const rows = (html: string) => html.split('data-testid="own-movement"').slice(1);

describe("Mis Movimientos", () => {
  it("says what each movement is for and whether the money has moved", () => {
    const html = renderToStaticMarkup(
      <OwnMovements
        transactions={[
          movement(1, { description: "Provisión de fondos para gastos judiciales – Oficina en Ruzafa" }),
          movement(2, { amount: "15000.00", status: "pending" }),
          movement(3, { status: "failed" }),
        ]}
        total={3}
      />,
    );
    const [provision, pending, failed] = rows(html);
    expect(provision).toContain("Provisión de fondos para gastos judiciales – Oficina en Ruzafa");
    expect(provision).toContain("Completada");
    expect(provision).toContain("788,91");
    expect(pending).toContain("Pendiente");
    expect(failed).toContain("Fallida");
    // Completed money stays quiet; pending and failed movements stand out.
    const variantOf = (row: string | undefined, label: string) => new RegExp(`data-variant="(\\w+)"[^>]*>${label}<`).exec(row ?? "")?.[1];
    expect(variantOf(provision, "Completada")).toBe("outline");
    expect(variantOf(pending, "Pendiente")).toBe("default");
    expect(variantOf(failed, "Fallida")).toBe("destructive");
    expect(html).not.toContain("más recientes");
    expect(html).toContain(`href="${OWN_MOVEMENTS_CSV}" download=""`);
  });

  it(`shows the ${MOVEMENTS_SHOWN} newest and says how many there are`, () => {
    const newest = Array.from({ length: MOVEMENTS_SHOWN }, (_, n) => movement(n));
    const html = renderToStaticMarkup(<OwnMovements transactions={newest} total={MOVEMENTS_SHOWN + 5} />);
    expect(rows(html)).toHaveLength(MOVEMENTS_SHOWN);
    expect(html).toContain(`Los ${MOVEMENTS_SHOWN} movimientos más recientes de ${MOVEMENTS_SHOWN + 5}.`);
  });

  it("an investor without movements is told so", () => {
    expect(renderToStaticMarkup(<OwnMovements transactions={[]} total={0} />)).toContain("No tienes movimientos todavía.");
  });
});
