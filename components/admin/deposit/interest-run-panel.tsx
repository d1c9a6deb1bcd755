"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Badge } from "@/components/ui/badge";
import { RowsTable } from "@/components/shared/rows-table";
import { DeleteDialog } from "@/components/admin/delete-dialog";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { formatDate, formatMoney, formatPercent } from "@/lib/format";
import { notifyError } from "@/lib/notify";
import type { InterestLine, InterestRunDto, InterestRunPreview, InterestRunPreviewDto } from "@/server/deposit/interest-run";
import { addDays } from "@/lib/deposit/calendar";

/** "del 10,00 %", or with a change of TAE in the period "del 10,00 % hasta el 14/05/2027 y del 8,00 % desde el 15/05/2027". */
function taesText(taes: InterestRunPreview["taes"]): string {
  return taes
    .map(({ from, tae }, index) => {
      if (index > 0) return `del ${formatPercent(tae)} desde el ${formatDate(from)}`;
      return taes.length > 1 ? `del ${formatPercent(tae)} hasta el ${formatDate(addDays(taes[1]!.from, -1))}` : `del ${formatPercent(tae)}`;
    })
    .join(" y ");
}

function LinesTable({ run, label }: { run: InterestRunPreview; label: string }) {
  return (
    <RowsTable<InterestLine>
      label={label}
      rows={run.lines}
      rowKey={(line) => line.accountId}
      rowTestId="interest-line"
      empty="Ninguna cuenta tuvo saldo en el periodo: no hay intereses que abonar."
      columns={[
        { header: "Inversor", cell: (line) => line.investor },
        { header: "Intereses", cell: (line) => formatMoney(line.interest), numeric: true },
        { header: `Retención (${formatPercent(run.withholdingRate)})`, cell: (line) => formatMoney(line.withholding), numeric: true },
        { header: "Neto", cell: (line) => formatMoney(line.net), numeric: true },
      ]}
    />
  );
}

/**
 * The period's interest run (issue 51, item 3): its preview account by account, confirming it (the
 * interest and withholding posted on the period's last day, each investor e-mailed), and the runs
 * made, each reversible with a reason.
 */
export function InterestRunPanel({ lastPeriodEnd, runs }: { lastPeriodEnd: string; runs: InterestRunDto[] }) {
  const id = useId();
  const send = useServerRequest();
  const [period, setPeriod] = useState(lastPeriodEnd);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<InterestRunPreviewDto | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [reversing, setReversing] = useState<InterestRunDto | null>(null);

  async function show() {
    try {
      setPreview(await apiRequest<InterestRunPreviewDto>("POST", "/api/deposit-interest-runs/preview", { period }));
      setError(null);
    } catch (failure) {
      setPreview(null);
      if (failure instanceof ApiError && failure.fields.period) setError(failure.fields.period);
      else notifyError("No se pudo calcular la previsión", failureMessage(failure, "Inténtalo de nuevo"));
    }
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor={id}>Último día del periodo</Label>
          <Input
            id={id}
            type="date"
            value={period}
            onChange={(event) => setPeriod(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            className="w-44"
          />
        </div>
        <Button variant="outline" onClick={() => void show()}>
          Ver la previsión
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {preview && (
        <div className="grid gap-3" data-testid="interest-preview">
          <p className="text-sm">
            Del {formatDate(preview.periodFrom)} al {formatDate(preview.periodTo)}, a la TAE {taesText(preview.taes)}: intereses{" "}
            {formatMoney(preview.totals.interest)}, retención {formatMoney(preview.totals.withholding)}, neto{" "}
            {formatMoney(preview.totals.net)}.
          </p>
          <LinesTable run={preview} label="Previsión de intereses" />
          {preview.lateFiling && (
            <p role="note" className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm" data-testid="late-filing">
              {preview.lateFiling}
            </p>
          )}
          <Button className="w-fit" onClick={() => setConfirming(true)} disabled={preview.lines.length === 0}>
            Confirmar el abono
          </Button>
        </div>
      )}
      <DeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="¿Abonar los intereses?"
        description={
          preview
            ? `Se abonarán ${formatMoney(preview.totals.net)} netos en ${preview.lines.length} cuentas, con fecha ${formatDate(preview.periodTo)}, y se avisará a cada inversor.${preview.lateFiling ? ` ${preview.lateFiling}` : ""}`
            : ""
        }
        confirmLabel="Abonar intereses"
        pendingLabel="Abonando..."
        confirmVariant="default"
        onConfirm={async () => {
          const done = await send(
            () => apiRequest("POST", "/api/deposit-interest-runs", { period }),
            "Intereses abonados",
            "No se pudieron abonar los intereses",
          );
          if (done) setPreview(null);
          return done;
        }}
      />
      <RowsTable<InterestRunDto>
        label="Abonos de intereses"
        rows={runs}
        rowTestId="interest-run"
        empty="Todavía no se ha abonado ningún periodo."
        columns={[
          { header: "Periodo", cell: (run) => `${formatDate(run.periodFrom)} – ${formatDate(run.periodTo)}` },
          { header: "Cuentas", cell: (run) => String(run.lines.length), numeric: true },
          { header: "Intereses", cell: (run) => formatMoney(run.totals.interest), numeric: true },
          { header: "Retención", cell: (run) => formatMoney(run.totals.withholding), numeric: true },
          {
            header: "Estado",
            cell: (run) =>
              run.status === "confirmed" ? (
                <Badge variant="secondary">Abonado</Badge>
              ) : (
                <span className="grid gap-1">
                  <Badge variant="outline">Revertido</Badge>
                  {run.reason && <span className="text-xs text-muted-foreground">{run.reason}</span>}
                </span>
              ),
          },
          {
            header: "Acciones",
            cell: (run) =>
              run.status === "confirmed" ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setReversing(run)}
                  aria-label={`Revertir el abono del ${formatDate(run.periodTo)}`}
                >
                  Revertir
                </Button>
              ) : (
                "—"
              ),
          },
        ]}
      />
      <DeleteDialog
        open={reversing !== null}
        onOpenChange={(open) => !open && setReversing(null)}
        title="¿Revertir el abono?"
        description={
          reversing
            ? `Se anularán los intereses y retenciones abonados el ${formatDate(reversing.periodTo)}; podrás abonar el periodo de nuevo.`
            : ""
        }
        askReason
        reasonPlaceholder="Por qué se revierte: queda en la actividad"
        confirmLabel="Revertir"
        pendingLabel="Revirtiendo..."
        onConfirm={async (reason?: string) =>
          send(
            () => apiRequest("POST", `/api/deposit-interest-runs/${reversing!.id}/reversal`, { reason }),
            "Abono revertido",
            "No se pudo revertir el abono",
          )
        }
      />
    </div>
  );
}
