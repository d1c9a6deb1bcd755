import fs from "node:fs";
import path from "node:path";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { markdownBlocks, type Run } from "./markdown";

/**
 * The PDFs the club issues (a liquidation notice, a tax certificate, a statement of account),
 * written with pdf-lib: A4, DejaVu Sans embedded (subset: only the letters used travel), which
 * covers every Latin alphabet of the EU (Ł, Ő, Ș, Ž…), Greek and Cyrillic; a title, labelled lines,
 * tables whose amounts align right, every text wrapped to its room — never cut —, and a new page
 * when one is full. A character the font lacks is printed without its accent, else as "?", so a
 * name in another script never stops a PDF from being made. No data access: the seed loads it too
 * (the demo's signed deposit contracts), so it does not import "server-only".
 */
const FONT_FOLDER = path.join(process.cwd(), "node_modules/dejavu-fonts-ttf/ttf");
let fontFiles: Promise<[Buffer, Buffer]> | null = null;
let glyphs: { hasGlyphForCodePoint(code: number): boolean } | null = null;
const readFonts = () =>
  (fontFiles ??= Promise.all([
    fs.promises.readFile(path.join(FONT_FOLDER, "DejaVuSans.ttf")),
    fs.promises.readFile(path.join(FONT_FOLDER, "DejaVuSans-Bold.ttf")),
  ]));
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
  private readonly widths = new Map<string, number>();

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly glyphs: { hasGlyphForCodePoint(code: number): boolean },
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
    doc.registerFontkit(fontkit);
    const [regularFile, boldFile] = await readFonts();
    const [regular, bold] = await Promise.all([doc.embedFont(regularFile, { subset: true }), doc.embedFont(boldFile, { subset: true })]);
    glyphs ??= fontkit.create(regularFile);
    return new ClubPdf(doc, regular, bold, glyphs, footer);
  }

  private newPage() {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.page.drawText(this.safe(this.footer), { x: MARGIN, y: MARGIN / 2, size: 8, font: this.regular, color: MUTED });
  }

  private room(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  /** `text` as the font can print it. */
  private safe(text: string): string {
    let out = "";
    for (const char of text.normalize("NFC")) {
      let printable = this.encodable.get(char);
      if (printable === undefined) {
        printable = [char, char.normalize("NFD").replace(/\p{M}/gu, ""), "?"].find(
          (candidate) => candidate.length > 0 && [...candidate].every((c) => this.hasGlyph(c)),
        )!;
        this.encodable.set(char, printable);
      }
      out += printable;
    }
    return out;
  }

  /** Whether the font has a glyph for `char` (pdf-lib would print a blank box otherwise). */
  private hasGlyph(char: string): boolean {
    return /\s/.test(char) || this.glyphs.hasGlyphForCodePoint(char.codePointAt(0)!);
  }

  /**
   * Lines of at most `width` points, broken between words (a word longer than the line, between its
   * letters). A line's width is its words' plus its spaces' (each word measured once: shaping a whole
   * line again for every word it gains made a contract's PDF take a quarter of a second).
   */
  private wrap(text: string, width: number, size: number, font: PDFFont): string[] {
    const lines: string[] = [];
    const space = this.width(" ", size, font);
    for (const paragraph of this.safe(text).split("\n")) {
      let line = "";
      let lineWidth = 0;
      for (const whole of paragraph.split(/\s+/)) {
        for (const word of this.pieces(whole, width, size, font)) {
          const wordWidth = this.width(word, size, font);
          if (line && lineWidth + space + wordWidth > width) {
            lines.push(line);
            line = word;
            lineWidth = wordWidth;
          } else {
            lineWidth += line ? space + wordWidth : wordWidth;
            line = line ? `${line} ${word}` : word;
          }
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** `text`'s width in points at `size` (measured once per font at size 1: a width grows with the size). */
  private width(text: string, size: number, font: PDFFont): number {
    const key = `${font === this.bold ? "b" : "r"}${text}`;
    let unit = this.widths.get(key);
    if (unit === undefined) this.widths.set(key, (unit = font.widthOfTextAtSize(text, 1)));
    return unit * size;
  }

  /** A word cut into pieces that each fit `width` (a long reference, an IBAN without spaces). */
  private pieces(word: string, width: number, size: number, font: PDFFont): string[] {
    if (this.width(word, size, font) <= width) return [word];
    const out: string[] = [];
    let piece = "";
    for (const char of word) {
      if (piece && font.widthOfTextAtSize(piece + char, size) > width) {
        out.push(piece);
        piece = char;
      } else piece += char;
    }
    return [...out, piece];
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

  /** A text written in Markdown (a legal text): its headings, its paragraphs with their bold words, its lists (./markdown.ts). */
  markdown(source: string) {
    for (const block of markdownBlocks(source)) {
      if (block.kind === "rule") {
        this.y -= 6;
        this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.5, color: RULE });
        this.y -= 6;
      } else if (block.kind === "heading") {
        const text = block.runs.map((run) => run.text).join("");
        if (block.depth === 1) this.text(text, { size: 13, bold: true, after: 4 });
        else if (block.depth === 2) this.heading(text);
        else this.text(text, { bold: true });
      } else this.richParagraph(block.runs, block.indent, block.marker);
    }
  }

  /**
   * A paragraph of runs in two weights, wrapped between words to the page's width from `indent`, with its list
   * `marker` hanging in the margin before it. A word is the pieces between two spaces, whatever their weight
   * ("**Nota**:" is one word): it never breaks but where the line cannot hold it.
   */
  private richParagraph(runs: Run[], indent: number, marker: string | null, size = 10) {
    const left = MARGIN + indent;
    const room = A4[0] - MARGIN - left;
    const space = this.width(" ", size, this.regular);
    type Piece = { text: string; font: PDFFont; width: number };
    const lines: Piece[][][] = [[]];
    let lineWidth = 0;
    let word: Piece[] = [];
    const place = () => {
      if (!word.length) return;
      const width = word.reduce((sum, piece) => sum + piece.width, 0);
      const line = lines.at(-1)!;
      if (line.length && lineWidth + space + width > room) {
        lines.push([word]);
        lineWidth = width;
      } else {
        lineWidth += line.length ? space + width : width;
        line.push(word);
      }
      word = [];
    };
    for (const run of runs) {
      const font = run.bold ? this.bold : this.regular;
      for (const part of this.safe(run.text).split(/(\s+)/)) {
        if (!part) continue;
        if (/^\s+$/.test(part)) {
          place();
          if (part.includes("\n")) {
            lines.push([]);
            lineWidth = 0;
          }
          continue;
        }
        // A word longer than the whole line (a long address) is cut where it must be, as `text` does.
        for (const piece of this.pieces(part, room, size, font)) {
          if (word.length && piece !== part) place();
          word.push({ text: piece, font, width: this.width(piece, size, font) });
        }
      }
    }
    place();
    lines.forEach((line, index) => {
      this.room(size + 4);
      this.y -= size + 4;
      if (index === 0 && marker) {
        const markerWidth = this.width(marker, size, this.regular);
        this.page.drawText(marker, { x: left - markerWidth - 4, y: this.y, size, font: this.regular, color: INK });
      }
      let x = left;
      for (const pieces of line) {
        for (const piece of pieces) {
          this.page.drawText(piece.text, { x, y: this.y, size, font: piece.font, color: INK });
          x += piece.width;
        }
        x += space;
      }
    });
    this.y -= 4;
  }

  /** "Label: value" lines, the labels in bold; a long value wraps under itself. */
  fields(pairs: [string, string][]) {
    for (const [label, value] of pairs) {
      const shown = `${this.safe(label)}: `;
      const indent = this.bold.widthOfTextAtSize(shown, 10);
      this.wrap(value, A4[0] - 2 * MARGIN - indent, 10, this.regular).forEach((part, index) => {
        this.room(14);
        this.y -= 14;
        if (index === 0) this.page.drawText(shown, { x: MARGIN, y: this.y, size: 10, font: this.bold, color: INK });
        this.page.drawText(part, { x: MARGIN + indent, y: this.y, size: 10, font: this.regular, color: INK });
      });
    }
    this.y -= 4;
  }

  /**
   * The size a table's headers are set at: the rows' size, or smaller (not below 5,5 pt) where a header's longest word
   * would not fit its column — a header wraps between its words, never inside one ("Comprometido", not "Comprome tido").
   */
  private headerSize(columns: Column[], size: number): number {
    const fitting = columns.flatMap(
      (column) =>
        this.safe(column.header)
          .split(/\s+/)
          .map((word) => (0.99 * (column.width - 4)) / this.width(word, 1, this.bold)), // a hair of room: the measure is a float
    );
    return Math.max(5.5, Math.min(size, ...fitting));
  }

  /** A table; a cell longer than its column wraps onto more lines of its row; `total`, if given, in bold under a rule. */
  table(columns: Column[], rows: string[][], total?: string[], { size = 9 }: { size?: number } = {}) {
    const line = (cells: string[], font: PDFFont, size: number) => {
      const leading = size + 3;
      const wrapped = columns.map((column, index) => this.wrap(cells[index] ?? "", column.width - 4, size, font));
      const height = leading * Math.max(...wrapped.map((parts) => parts.length)) + 2;
      this.room(height);
      const top = this.y;
      let x = MARGIN;
      columns.forEach((column, index) => {
        wrapped[index]!.forEach((part, row) => {
          const width = this.width(part, size, font);
          const y = top - leading * (row + 1);
          this.page.drawText(part, { x: column.align === "right" ? x + column.width - 4 - width : x, y, size, font, color: INK });
        });
        x += column.width;
      });
      this.y = top - height;
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
      this.headerSize(columns, size),
    );
    rule();
    for (const row of rows) line(row, this.regular, size);
    if (total) {
      rule();
      line(total, this.bold, size);
    }
    this.y -= 8;
  }

  /** What follows starts on a page of its own (an evidence page after a contract). */
  newSheet() {
    this.newPage();
  }

  async bytes(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
