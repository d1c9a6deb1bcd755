import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

/**
 * The PDFs the club issues (a liquidation notice, a tax certificate, a statement of account),
 * written with pdf-lib: A4, the standard Helvetica (no font file to ship), a title, labelled
 * lines, tables whose amounts align right, and a new page when one is full. Text the standard
 * font cannot encode (WinAnsi: every Spanish letter and € are in it) is printed without its accent,
 * else as "?", so a name in another script never stops a PDF from being made.
 */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const RULE = rgb(0.8, 0.8, 0.82);

export type Column = { header: string; width: number; align?: "left" | "right" };

export class ClubPdf {
  private page!: PDFPage;
  private y = 0;
  private readonly encodable = new Map<string, string>();

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  /** A PDF titled `title` (the document's metadata too), each page signed with `footer`. */
  static async create(title: string, footer: string): Promise<ClubPdf> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setLanguage("es-ES");
    doc.setProducer("Club de Inversión");
    doc.setCreator("Club de Inversión");
    const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    return new ClubPdf(doc, regular, bold, footer);
  }

  private newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.page.drawText(this.safe(this.footer), { x: MARGIN, y: MARGIN / 2, size: 8, font: this.regular, color: MUTED });
  }

  private room(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  /** `text` as the standard font can print it. */
  private safe(text: string): string {
    let out = "";
    for (const char of text.normalize("NFC")) {
      let printable = this.encodable.get(char);
      if (printable === undefined) {
        printable = [char, char.normalize("NFD").replace(/\p{M}/gu, ""), "?"].find((candidate) => {
          try {
            this.regular.encodeText(candidate);
            return candidate.length > 0;
          } catch {
            return false;
          }
        })!;
        this.encodable.set(char, printable);
      }
      out += printable;
    }
    return out;
  }

  /** Lines of at most `width` points, broken between words. */
  private wrap(text: string, width: number, size: number, font: PDFFont): string[] {
    const lines: string[] = [];
    for (const paragraph of this.safe(text).split("\n")) {
      let line = "";
      for (const word of paragraph.split(/\s+/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(candidate, size) > width) {
          lines.push(line);
          line = word;
        } else line = candidate;
      }
      lines.push(line);
    }
    return lines;
  }

  title(text: string) {
    this.text(text, { size: 16, bold: true, after: 6 });
  }

  heading(text: string) {
    this.y -= 8;
    this.text(text, { size: 11, bold: true, after: 4 });
  }

  /** A paragraph, wrapped to the page's width. */
  text(
    text: string,
    { size = 10, bold = false, muted = false, after = 2 }: { size?: number; bold?: boolean; muted?: boolean; after?: number } = {},
  ) {
    const font = bold ? this.bold : this.regular;
    for (const line of this.wrap(text, A4[0] - 2 * MARGIN, size, font)) {
      this.room(size + 4);
      this.y -= size + 4;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: muted ? MUTED : INK });
    }
    this.y -= after;
  }

  /** "Label: value" lines, the labels in bold. */
  fields(pairs: [string, string][]) {
    for (const [label, value] of pairs) {
      this.room(14);
      this.y -= 14;
      const shown = `${this.safe(label)}: `;
      this.page.drawText(shown, { x: MARGIN, y: this.y, size: 10, font: this.bold, color: INK });
      this.page.drawText(this.safe(value), {
        x: MARGIN + this.bold.widthOfTextAtSize(shown, 10),
        y: this.y,
        size: 10,
        font: this.regular,
        color: INK,
      });
    }
    this.y -= 4;
  }

  /** A table; each cell is cut to its column; `total`, if given, is printed in bold under a rule. */
  table(columns: Column[], rows: string[][], total?: string[]) {
    const line = (cells: string[], font: PDFFont) => {
      this.room(14);
      this.y -= 14;
      let x = MARGIN;
      columns.forEach((column, index) => {
        let cell = this.safe(cells[index] ?? "");
        while (cell && font.widthOfTextAtSize(cell, 9) > column.width - 4) cell = cell.slice(0, -1);
        const width = font.widthOfTextAtSize(cell, 9);
        this.page.drawText(cell, { x: column.align === "right" ? x + column.width - 4 - width : x, y: this.y, size: 9, font, color: INK });
        x += column.width;
      });
    };
    const rule = () => {
      this.y -= 4;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: MARGIN + columns.reduce((sum, c) => sum + c.width, 0), y: this.y },
        thickness: 0.5,
        color: RULE,
      });
    };
    line(
      columns.map((c) => c.header),
      this.bold,
    );
    rule();
    for (const row of rows) line(row, this.regular);
    if (total) {
      rule();
      line(total, this.bold);
    }
    this.y -= 8;
  }

  async bytes(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
