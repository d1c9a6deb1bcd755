"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { DownloadButton } from "@/components/shared/download-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TableCell, TableRow } from "@/components/ui/table";
import { RowsTable } from "@/components/shared/rows-table";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { formatDate, formatMoney } from "@/lib/format";
import { notifyError } from "@/lib/notify";
import type { LiquidationDto } from "@/server/liquidation/liquidation";
import { DeleteDialog } from "../delete-dialog";
import { useServerRequest } from "../use-entity-actions";

type Cost = { concept: string; amount: string };

/**
 * "Liquidación" on an operation's page: what the operation brought in, its costs and the date; "Calcular"
 * shows every participation's figures (the preview), "Confirmar liquidación" writes them; once
 * confirmed, the figures and "Anular liquidación" (with a reason). The same calls a script makes.
 */
export function LiquidationPanel({ operationId, liquidation }: { operationId: string; liquidation: LiquidationDto | null }) {
  if (liquidation) return <Confirmed operationId={operationId} liquidation={liquidation} />;
  return <LiquidationForm operationId={operationId} />;
}

function LiquidationForm({ operationId }: { operationId: string }) {
  const id = useId();
  const send = useServerRequest();
  const [proceeds, setProceeds] = useState("");
  const [date, setDate] = useState("");
  const [costs, setCosts] = useState<Cost[]>([{ concept: "", amount: "" }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<LiquidationDto | null>(null);
  const [pending, setPending] = useState(false);
  const body = () => ({ proceeds, date, costs: costs.filter((cost) => cost.concept.trim() || cost.amount.trim()) });
  const edit = (change: () => void) => {
    change();
    setPreview(null);
  };

  async function calculate() {
    setPending(true);
    try {
      setPreview(await apiRequest<LiquidationDto>("POST", `/api/operations/${operationId}/liquidation/preview`, body()));
      setErrors({});
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fields : {});
      notifyError("Error", failureMessage(error, "No se pudo calcular la liquidación"));
    } finally {
      setPending(false);
    }
  }

  async function confirm() {
    setPending(true);
    await send(
      () => apiRequest("POST", `/api/operations/${operationId}/liquidation`, body()),
      "Liquidación confirmada",
      "No se pudo confirmar la liquidación",
    );
    setPending(false);
  }

  const field = (name: string) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-proceeds`}>Importe obtenido (€) *</Label>
          <Input
            id={`${id}-proceeds`}
            inputMode="decimal"
            value={proceeds}
            onChange={(e) => edit(() => setProceeds(e.target.value))}
            {...field("proceeds")}
          />
          {error("proceeds")}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-date`}>Fecha de la liquidación *</Label>
          <Input id={`${id}-date`} type="date" value={date} onChange={(e) => edit(() => setDate(e.target.value))} {...field("date")} />
          {error("date")}
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Costes</legend>
        {costs.map((cost, index) => (
          <div key={index} className="grid gap-2 sm:grid-cols-[1fr_12rem_auto]">
            <div className="grid gap-1">
              <Label htmlFor={`${id}-concept-${index}`} className="sr-only">{`Concepto del coste ${index + 1}`}</Label>
              <Input
                id={`${id}-concept-${index}`}
                placeholder="Concepto (notaría, procurador, impuestos…)"
                value={cost.concept}
                onChange={(e) => edit(() => setCosts(costs.map((c, i) => (i === index ? { ...c, concept: e.target.value } : c))))}
                {...field(`costs.${index}.concept`)}
              />
              {error(`costs.${index}.concept`)}
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-amount-${index}`} className="sr-only">{`Importe del coste ${index + 1}`}</Label>
              <Input
                id={`${id}-amount-${index}`}
                inputMode="decimal"
                placeholder="Importe (€)"
                value={cost.amount}
                onChange={(e) => edit(() => setCosts(costs.map((c, i) => (i === index ? { ...c, amount: e.target.value } : c))))}
                {...field(`costs.${index}.amount`)}
              />
              {error(`costs.${index}.amount`)}
            </div>
            <Button
              type="button"
              variant="outline"
              aria-label={`Quitar el coste ${index + 1}`}
              onClick={() => edit(() => setCosts(costs.filter((_, i) => i !== index)))}
            >
              Quitar
            </Button>
          </div>
        ))}
        {error("costs")}
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => edit(() => setCosts([...costs, { concept: "", amount: "" }]))}>
            Añadir coste
          </Button>
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={pending} onClick={calculate}>
          Calcular
        </Button>
        <Button type="button" disabled={pending || !preview} onClick={confirm}>
          {pending && preview ? "Confirmando..." : "Confirmar liquidación"}
        </Button>
      </div>
      {preview && <Figures liquidation={preview} caption="Vista previa: nada se ha guardado todavía" />}
    </div>
  );
}

function Confirmed({ operationId, liquidation }: { operationId: string; liquidation: LiquidationDto }) {
  const send = useServerRequest();
  const [reversing, setReversing] = useState(false);
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        Liquidada con fecha <strong>{formatDate(liquidation.date)}</strong>
        {liquidation.confirmedBy ? ` por ${liquidation.confirmedBy}` : ""}. Importe obtenido {formatMoney(liquidation.proceeds)}; retención
        IRPF {liquidation.withholdingRate.replace(".", ",")} %.
      </p>
      <Figures liquidation={liquidation} caption="Liquidación confirmada" />
      <div className="flex flex-wrap gap-2">
        <DownloadButton href={`/api/operations/${operationId}/liquidation/sepa`} failed="No se pudo preparar el fichero de transferencias">
          Transferencias SEPA (XML)
        </DownloadButton>
        <Button variant="outline" onClick={() => setReversing(true)}>
          Anular liquidación
        </Button>
      </div>
      <DeleteDialog
        open={reversing}
        onOpenChange={setReversing}
        title="¿Anular la liquidación?"
        description="Cada movimiento se compensará con otro de signo contrario, las participaciones volverán a estar activas y los inversores recibirán un aviso."
        askReason
        confirmLabel="Anular"
        pendingLabel="Anulando..."
        reasonPlaceholder="Por qué se anula: queda en la actividad y lo leen los inversores"
        onConfirm={(reason) =>
          send(
            () => apiRequest("POST", `/api/operations/${operationId}/liquidation/reversal`, { reason }),
            "Liquidación anulada",
            "No se pudo anular la liquidación",
          )
        }
      />
    </div>
  );
}

/** Every participation's figures and the totals, which add up to the cent. */
function Figures({ liquidation, caption }: { liquidation: LiquidationDto; caption: string }) {
  const { totals } = liquidation;
  return (
    <div className="grid gap-2" data-testid="liquidation-figures">
      <p className="text-sm text-muted-foreground">{caption}</p>
      <RowsTable
        label="Liquidación por participación"
        rows={liquidation.rows}
        rowKey={(row) => row.investmentId}
        rowTestId="liquidation-row"
        stacked
        empty={null}
        columns={[
          { header: "Inversor", cell: (row) => row.investorName ?? "—" },
          { header: "Capital", cell: (row) => formatMoney(row.capital), numeric: true, className: "whitespace-nowrap" },
          { header: "Resultado", cell: (row) => formatMoney(row.result), numeric: true, className: "whitespace-nowrap" },
          { header: "Comisión de éxito", cell: (row) => formatMoney(row.fee), numeric: true, className: "whitespace-nowrap" },
          { header: "Ganancia", cell: (row) => formatMoney(row.gain), numeric: true, className: "whitespace-nowrap" },
          { header: "Retención IRPF", cell: (row) => formatMoney(row.withholding), numeric: true, className: "whitespace-nowrap" },
          { header: "Neto a pagar", cell: (row) => formatMoney(row.net), numeric: true, className: "whitespace-nowrap font-medium" },
        ]}
        footer={
          <TableRow>
            <TableCell className="font-medium">Total</TableCell>
            {[totals.capital, totals.result, totals.fee, totals.gain, totals.withholding, totals.net].map((amount, index) => (
              <TableCell key={index} className="text-right font-medium whitespace-nowrap">
                {formatMoney(amount)}
              </TableCell>
            ))}
          </TableRow>
        }
      />
      <p className="text-sm text-muted-foreground">
        Obtenido {formatMoney(totals.proceeds)} − costes {formatMoney(totals.costs)} − capital {formatMoney(totals.capital)} = resultado{" "}
        {formatMoney(totals.result)}.
      </p>
    </div>
  );
}
