import { formatDate, formatMoney, formatMonths, formatPercent } from "@/lib/format";
import { DEPOSIT_CREDITING_LABELS, type DepositCrediting } from "@/lib/deposit/crediting";
import type { SheetContent } from "@/server/fichas/content";
import {
  DEPOSIT_DESISTIMIENTO_BOX,
  DEPOSIT_RIGHTS,
  DEPOSIT_RISKS,
  OPERATION_REFLECTION_BOX,
  OPERATION_RIGHTS,
  OPERATION_RISKS,
  SHEET_DISCLAIMERS,
} from "@/server/fichas/texts";

type Props = { content: SheetContent; version: number; issuedOn: string; url: string; sha256: string };

const Facts = ({ rows }: { rows: [string, string | null | undefined][] }) => (
  <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
    {rows
      .filter((row): row is [string, string] => Boolean(row[1]))
      .map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
  </dl>
);

const Part = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section className="space-y-2">
    <h2 className="text-lg font-semibold">{title}</h2>
    {children}
  </section>
);

const List = ({ items }: { items: readonly string[] }) => (
  <ul className="list-disc space-y-1 pl-5 text-sm">
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

/** An information sheet as a page (issue 66, item 1): the same content as its PDF (server/fichas/pdf.ts), with its version and hash. */
export function SheetView({ content, version, issuedOn, url, sha256 }: Props) {
  const club = content.club;
  return (
    <article className="space-y-6">
      <p className="text-sm text-muted-foreground">
        Versión {version} · {formatDate(issuedOn)} ·{" "}
        <a className="font-medium underline" href={url}>
          Descargar en PDF
        </a>{" "}
        · SHA-256 del PDF: <span className="font-mono text-xs break-all">{sha256}</span>
      </p>
      <div className="space-y-1 rounded-md border border-destructive/50 p-4 text-sm font-medium" data-testid="sheet-disclaimers">
        <p>{SHEET_DISCLAIMERS.cnmv}</p>
        <p>{SHEET_DISCLAIMERS.fgd}</p>
      </div>
      <p className="rounded-md border p-4 text-sm">{content.kind === "operation" ? OPERATION_REFLECTION_BOX : DEPOSIT_DESISTIMIENTO_BOX}</p>
      <Part title="Parte A. El club, gestor de la inversión">
        <Facts
          rows={[
            ["Club", club.name],
            ["NIF", club.nif],
            ["Domicilio", club.address],
            ["Registro", club.registry],
          ]}
        />
        {content.kind === "operation" && (
          <p className="text-sm">
            <span className="font-medium">Conflictos de interés: </span>
            {content.conflicts ?? "El club no ha declarado conflictos de interés en esta operación."}
          </p>
        )}
      </Part>
      {content.kind === "operation" ? <OperationParts content={content} /> : <DepositParts content={content} />}
    </article>
  );
}

function OperationParts({ content }: { content: Extract<SheetContent, { kind: "operation" }> }) {
  const { operation, fees } = content;
  const worked = content.scenarios.find((s) => s.expected) ?? content.scenarios[0];
  return (
    <>
      <Part title="Parte B. La operación">
        <Facts
          rows={[
            ["Operación", operation.title],
            ["Provincia", operation.province],
            ["Ubicación del inmueble", operation.location],
            ["Tipo de inmueble", operation.propertyType],
            ["Importe a financiar (PVP)", formatMoney(operation.price)],
            ["Ticket mínimo", formatMoney(operation.ticketMin)],
            ["Precio pagado por el crédito", operation.purchasePrice && formatMoney(operation.purchasePrice)],
            ["Rentabilidad esperada (total)", operation.expectedReturn && formatPercent(operation.expectedReturn)],
            ["Plazo estimado", operation.expectedTerm ? formatMonths(operation.expectedTerm) : null],
            ["Estado del procedimiento judicial", operation.caseStage],
          ]}
        />
      </Part>
      <Part title="Parte C. Riesgos principales">
        <List items={OPERATION_RISKS} />
      </Part>
      <Part title="Parte D. Comisiones y costes">
        <p className="text-sm">
          Comisión de éxito del club: {fees.successFee} del resultado positivo de tu participación (nada si no hay ganancia). Sin comisiones
          de entrada, de mantenimiento ni de salida. El club retiene el IRPF de tu ganancia ({formatPercent(fees.withholdingRate)}).
        </p>
        {worked && (
          <div data-testid="sheet-worked-fee">
            <p className="text-sm font-medium">
              Con el ticket mínimo ({formatMoney(operation.ticketMin)}), escenario «{worked.name}» ({formatMonths(worked.months)}):
            </p>
            <Facts
              rows={[
                ["Recuperado bruto", formatMoney(worked.result.gross)],
                ["Costes de la operación", formatMoney(worked.result.costs)],
                [`Comisión de éxito del club (${fees.successFee})`, formatMoney(worked.result.fee)],
                ["Te devolvemos (antes del IRPF)", formatMoney(worked.result.returned)],
                ["Ganancia neta", `${formatMoney(worked.result.netGain)} (${formatPercent(worked.result.returnOnTicket)})`],
              ]}
            />
          </div>
        )}
      </Part>
      {content.scenarios.length > 0 && (
        <Part title="Parte E. Escenarios con el ticket mínimo">
          <Facts
            rows={content.scenarios.map((s) => [
              `${s.name} (${formatMonths(s.months)})`,
              `devuelto ${formatMoney(s.result.returned)} · comisión ${formatMoney(s.result.fee)} · ${formatPercent(s.result.returnOnTicket)}`,
            ])}
          />
        </Part>
      )}
      <Part title="Parte F. Tus derechos">
        <List items={OPERATION_RIGHTS} />
      </Part>
    </>
  );
}

function DepositParts({ content }: { content: Extract<SheetContent, { kind: "deposit" }> }) {
  const { terms } = content;
  return (
    <>
      <Part title="Parte B. La cuenta de depósito">
        <Facts
          rows={[
            ["TAE", formatPercent(terms.tae)],
            ["Abono de intereses", DEPOSIT_CREDITING_LABELS[terms.crediting as DepositCrediting] ?? terms.crediting],
            ["Apertura mínima", formatMoney(terms.minOpening)],
            ["Aportación mínima", formatMoney(terms.minContribution)],
            ["Retirada mínima", formatMoney(terms.minWithdrawal)],
            ["Ventanas de retirada", terms.windows.map((day) => day.split("-").reverse().join("/")).join(", ")],
            ["Preaviso de una retirada", `${terms.noticeDays} días`],
          ]}
        />
      </Part>
      <Part title="Parte C. Riesgos principales">
        <List items={DEPOSIT_RISKS} />
      </Part>
      <Part title="Parte D. Comisiones y costes">
        <p className="text-sm">
          Sin comisiones de apertura, mantenimiento, retirada ni cierre. El club retiene el IRPF de los intereses (
          {formatPercent(terms.withholdingRate)}).
        </p>
      </Part>
      <Part title="Parte E. Tus derechos">
        <List items={DEPOSIT_RIGHTS} />
      </Part>
    </>
  );
}
