import { formatDate } from "@/lib/format";
import { ClubPdf } from "../pdf/layout";
import type { SheetContent } from "./content";
import { sheetParts, type SheetBlock } from "./parts";

/**
 * An information sheet's PDF (issue 66, item 1; ECSP Annex I's parts, as far as the club's offer has
 * them): A4, DejaVu as the club's other papers (../pdf/layout.ts), at most a few pages; what it says is
 * ./parts.ts's, as its page's is. No data access.
 */
export async function sheetPdf(content: SheetContent, version: number, issuedOn: string): Promise<Uint8Array> {
  const subject = content.kind === "operation" ? content.operation.title : "Cuenta de depósito";
  const pdf = await ClubPdf.create(
    `Ficha de información · ${subject} (versión ${version})`,
    `${content.club.name} · Ficha de información · ${subject} · versión ${version}`,
  );
  pdf.title("Ficha de información de la inversión");
  pdf.text(`${subject} · Versión ${version} · ${formatDate(issuedOn)}`, { muted: true, after: 6 });
  for (const part of sheetParts(content)) {
    if (part.heading) pdf.heading(part.heading);
    for (const block of part.blocks) draw(pdf, block);
  }
  return pdf.bytes();
}

function draw(pdf: ClubPdf, block: SheetBlock) {
  switch (block.kind) {
    case "text":
      return pdf.text(block.text, { bold: block.strong, muted: block.muted });
    case "notice":
      block.lines.forEach((line, i) => pdf.text(line, { bold: block.strong, after: i === block.lines.length - 1 ? 6 : 2 }));
      return;
    case "fields":
      if (block.title) pdf.text(block.title, { bold: true });
      return pdf.fields(block.rows);
    case "bullets":
      return block.items.forEach((item) => pdf.text(`• ${item}`));
    case "table":
      return pdf.table(
        block.columns.map((column) => ({ header: column.header, width: column.width, align: column.numeric ? "right" : "left" })),
        block.rows,
      );
  }
}
