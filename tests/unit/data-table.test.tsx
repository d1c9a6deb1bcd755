import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/admin/data-table";
import type { TablePage } from "@/lib/table-query";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ replace: vi.fn() }),
  usePathname: () => "/admin/transactions",
  useSearchParams: () => new URLSearchParams(),
}));

type Row = { id: string; name: string };
const columns: ColumnDef<Row>[] = [{ id: "name", header: "Nombre", cell: ({ row }) => row.original.name }];
const rows = Array.from({ length: 20 }, (_, i) => ({ id: String(i), name: `Fila ${i}` }));

function render(page: Partial<TablePage<Row>>): string {
  const full: TablePage<Row> = { rows, total: 45, page: 1, pageSize: 20, ...page };
  return renderToStaticMarkup(
    <DataTable columns={columns} page={full} sort="name" dir="asc" emptyText="No se encontraron transacciones." />,
  );
}

/**
 * Whether the pager button with this aria-label says it cannot be used. It says so with
 * aria-disabled and stays focusable (a `disabled` button would drop the keyboard focus to <body>).
 */
function disabled(html: string, label: string): boolean {
  const tag = html.match(new RegExp(`<button[^>]*aria-label="${label}"[^>]*>`))?.[0];
  if (!tag) throw new Error(`no button "${label}"`);
  expect(tag).not.toMatch(/ disabled=""/);
  return / aria-disabled="true"/.test(tag);
}

describe("DataTable footer", () => {
  it("an exact count: N resultados, Página X de Y, next page while X < Y", () => {
    const html = render({ total: 45, page: 2 });
    expect(html).toContain("45 resultados");
    expect(html).toContain("Página 2 de 3");
    expect(disabled(html, "Página siguiente")).toBe(false);
    expect(disabled(render({ total: 45, page: 3 }), "Página siguiente")).toBe(true);
    expect(render({ total: 1, rows: rows.slice(0, 1) })).toContain("1 resultado<");
  });

  it("a count that stopped: Más de N resultados, the page alone, next page as the server says", () => {
    const html = render({ total: 1000, totalCapped: true, hasNextPage: true, page: 60 });
    expect(html).toContain("Más de 1000 resultados");
    expect(html).toContain("Página 60<");
    expect(html).not.toContain("Página 60 de");
    expect(disabled(html, "Página siguiente")).toBe(false);
    expect(disabled(render({ total: 1000, totalCapped: true, hasNextPage: false, page: 60 }), "Página siguiente")).toBe(true);
    expect(disabled(html, "Página anterior")).toBe(false);
  });

  it("announces the count and the page, and its scrolling box is a named keyboard stop", () => {
    const html = render({ total: 45, page: 2 });
    expect(html).toMatch(/<span[^>]*data-testid="table-total"[^>]*role="status"[^>]*>45 resultados<\/span>/);
    expect(html).toMatch(/<span[^>]*role="status"[^>]*data-testid="table-page"[^>]*>Página 2 de 3<\/span>/);
    expect(html).toMatch(/<div[^>]*role="region"[^>]*aria-label="Resultados"[^>]*tabindex="0"/);
  });

  it("shows the empty text without rows", () => {
    expect(render({ rows: [], total: 0 })).toContain("No se encontraron transacciones.");
  });
});
