/** Figures and tables of the benchmarks' reports. */

/** A Markdown table, columns padded so that it also reads well in a terminal. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)));
  const pad = (cell: string, column: number) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0));
  const line = (cells: string[]) => `| ${cells.map(pad).join(" | ")} |`;
  const separator = `| ${widths.map((width, column) => (column === 0 ? "-".repeat(width) : `${"-".repeat(Math.max(width - 1, 2))}:`)).join(" | ")} |`;
  return [line(header), separator, ...rows.map(line)].join("\n");
}

/** A number with thousands separators and a fixed number of decimals. */
export const fixed = (value: number, digits = 0) =>
  value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
