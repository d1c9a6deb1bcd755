import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import type { SheetContent } from "@/server/fichas/content";
import { sheetParts, type SheetBlock } from "@/server/fichas/parts";

type Props = { content: SheetContent; version: number; issuedOn: string; url: string; sha256: string };

/**
 * An information sheet as a page (issue 66, item 1): the blocks its PDF draws (server/fichas/parts.ts),
 * with its version, its PDF and the PDF's hash.
 */
export function SheetView({ content, version, issuedOn, url, sha256 }: Props) {
  return (
    <article className="space-y-6">
      <p className="text-sm text-muted-foreground">
        Versión {version} · {formatDate(issuedOn)} ·{" "}
        <a className="font-medium underline" href={url}>
          Descargar en PDF
        </a>{" "}
        · SHA-256 del PDF: <span className="font-mono text-xs break-all">{sha256}</span>
      </p>
      {sheetParts(content).map((part, i) => (
        <section key={part.heading ?? i} className="space-y-2">
          {part.heading && <h2 className="text-lg font-semibold">{part.heading}</h2>}
          {part.blocks.map((block, j) => (
            <Block key={j} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Block({ block }: { block: SheetBlock }) {
  switch (block.kind) {
    case "text":
      return <p className={cn("text-sm", block.strong && "font-medium", block.muted && "text-muted-foreground")}>{block.text}</p>;
    case "notice":
      return (
        <div
          data-testid={block.id}
          className={cn("space-y-1 rounded-md border p-4 text-sm", block.strong && "border-destructive/50 font-medium")}
        >
          {block.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      );
    case "fields":
      return (
        <div data-testid={block.id} className="space-y-1">
          {block.title && <p className="text-sm font-medium">{block.title}</p>}
          <Facts rows={block.rows} />
        </div>
      );
    case "bullets":
      return (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "table":
      return (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column.header} scope="col" className={cn("py-1 pr-3 font-medium", column.numeric ? "text-right" : "text-left")}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row[0]} className="border-t">
                  {row.map((cell, k) => (
                    <td key={k} className={cn("py-1 pr-3", block.columns[k]?.numeric && "text-right whitespace-nowrap")}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
