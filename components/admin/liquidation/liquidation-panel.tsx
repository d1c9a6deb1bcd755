"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { DownloadButton } from "@/components/shared/download-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { TableCell, TableRow } from "@/components/ui/table";
import { RowsTable } from "@/components/shared/rows-table";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { formatDate, formatDateTime, formatMoney } from "@/lib/format";
import { dismissNotice, notifyError } from "@/lib/notify";
import type { LiquidationDto } from "@/server/liquidation/liquidation";
import { PAYOUT_STATUS_LABELS } from "@/lib/payouts";
import { Checkbox } from "@/components/ui/checkbox";
import { Textarea } from "@/components/ui/textarea";
import { DeleteDialog } from "../delete-dialog";
import { useServerRequest } from "../use-entity-actions";
import { SepaBatchButton, transfersText } from "../sepa-batch-button";
import { centsOf, decimalOf } from "@/lib/money";

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
  const [settleOwing, setSettleOwing] = useState(false);
  const [rejectReason, setRejectReason] = useState("");
  const [confirming, setConfirming] = useState(false);
  const body = () => ({
    proceeds,
    date,
    costs: costs.filter((cost) => cost.concept.trim() || cost.amount.trim()),
    settleOwing,
    rejectReason: rejectReason.trim() || null,
  });
  const edit = (change: () => void) => {
    change();
    setPreview(null);
  };

  async function calculate() {
    setPending(true);
    try {
      setPreview(await apiRequest<LiquidationDto>("POST", `/api/operations/${operationId}/liquidation/preview`, body()));
      dismissNotice(); // an earlier attempt's error is no longer true
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
    const done = await send(
      () => apiRequest("POST", `/api/operations/${operationId}/liquidation`, body()),
      "Liquidación confirmada",
      "No se pudo confirmar la liquidación",
    );
    setPending(false);
    return done;
  }
  const open = preview?.open;
  const undecided =
    !open ||
    open.pendingMovements.length > 0 ||
    (open.owing.length > 0 && !settleOwing) ||
    (open.openRequests.length > 0 && !rejectReason.trim());

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
        <Button type="button" disabled={pending || !preview || undecided} onClick={() => setConfirming(true)}>
          Confirmar liquidación
        </Button>
      </div>
      {open && (
        <OpenItemsPanel
          open={open}
          settleOwing={settleOwing}
          onSettleOwing={setSettleOwing}
          rejectReason={rejectReason}
          onRejectReason={setRejectReason}
          errors={errors}
        />
      )}
      {preview && <Figures liquidation={preview} caption="Vista previa: nada se ha guardado todavía" />}
      {preview && (
        <DeleteDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="¿Confirmar la liquidación?"
          description={confirmationText(preview)}
          confirmLabel="Confirmar liquidación"
          pendingLabel="Confirmando..."
          confirmVariant="default"
          onConfirm={confirm}
        />
      )}
    </div>
  );
}

/** What confirming writes, in the totals the admin has just read. */
function confirmationText({ rows, totals, open }: LiquidationDto): string {
  const settled = open?.owing.length ? ` Se ajustarán ${open.owing.length} participaciones que aún debían dinero.` : "";
  const rejected = open?.openRequests.length
    ? ` Se rechazarán ${open.openRequests.length} solicitudes abiertas y se avisará a sus inversores.`
    : "";
  return (
    `Se registrarán los movimientos de ${rows.length} ${rows.length === 1 ? "participación" : "participaciones"}: capital ${formatMoney(totals.capital)}, ` +
    `comisión de éxito ${formatMoney(totals.fee)}, retención IRPF ${formatMoney(totals.withholding)}; se ordenarán transferencias por ${formatMoney(totals.net)} ` +
    `y la operación pasará a Finalizada. Cada inversor recibirá su liquidación por e-mail.${settled}${rejected}`
  );
}

/** What the preview found open, and the decisions the confirmation needs. */
function OpenItemsPanel({
  open,
  settleOwing,
  onSettleOwing,
  rejectReason,
  onRejectReason,
  errors,
}: {
  open: NonNullable<LiquidationDto["open"]>;
  settleOwing: boolean;
  onSettleOwing: (value: boolean) => void;
  rejectReason: string;
  onRejectReason: (value: string) => void;
  errors: Record<string, string>;
}) {
  const id = useId();
  const nothing = !open.owing.length && !open.pendingMovements.length && !open.openRequests.length;
  if (nothing && !open.withoutIban.length && !open.withoutNif.length) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-md border border-amber-500/60 p-4"
      data-testid="liquidation-open-items"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        Antes de confirmar
      </h3>
      {open.pendingMovements.length > 0 && (
        <div role="alert" className="text-sm text-destructive">
          <p>Hay movimientos pendientes: complétalos (si el dinero llegó) o elimínalos en Transacciones antes de liquidar.</p>
          <ul className="ml-5 list-disc">
            {open.pendingMovements.map((m) => (
              <li key={m.id}>
                {m.investorName ?? "Club"}: {m.type} de {formatMoney(m.amount)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {open.owing.length > 0 && (
        <div className="grid gap-2 text-sm">
          <p>Participaciones que aún deben dinero:</p>
          <ul className="ml-5 list-disc">
            {open.owing.map((p) => (
              <li key={p.investmentId}>
                {p.investorName}: comprometido {formatMoney(p.committed)}, aportado {formatMoney(p.paid)}, debe {formatMoney(p.owed)} —{" "}
                {p.settles === "reduce" ? `se reducirá a ${formatMoney(p.paid)}` : "se cancelará (no aportó nada)"}
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-2">
            <Checkbox id={`${id}-settle`} checked={settleOwing} onCheckedChange={(value) => onSettleOwing(value === true)} />
            <Label htmlFor={`${id}-settle`}>Reducir cada una a lo aportado (o cancelarla si no aportó nada) al confirmar</Label>
          </div>
          {errors.settleOwing && <p className="text-destructive">{errors.settleOwing}</p>}
        </div>
      )}
      {open.openRequests.length > 0 && (
        <div className="grid gap-2 text-sm">
          <p>Solicitudes y lista de espera abiertas, que se rechazarán:</p>
          <ul className="ml-5 list-disc">
            {open.openRequests.map((r) => (
              <li key={r.investmentId}>
                {r.investorName}: {formatMoney(r.amount)}
              </li>
            ))}
          </ul>
          <Label htmlFor={`${id}-reason`}>Motivo del rechazo (lo lee cada inversor) *</Label>
          <Textarea id={`${id}-reason`} value={rejectReason} maxLength={500} onChange={(e) => onRejectReason(e.target.value)} />
          {errors.rejectReason && <p className="text-destructive">{errors.rejectReason}</p>}
        </div>
      )}
      {open.withoutIban.length > 0 && (
        <p className="text-sm">
          Sin IBAN de la zona SEPA (su transferencia no saldrá hasta que lo indiquen en Mis datos): {open.withoutIban.join(", ")}.
        </p>
      )}
      {open.withoutNif.length > 0 && (
        <p className="text-sm">Sin NIF (su certificado de retenciones no lo llevará): {open.withoutNif.join(", ")}.</p>
      )}
    </section>
  );
}

function Confirmed({ operationId, liquidation }: { operationId: string; liquidation: LiquidationDto }) {
  const send = useServerRequest();
  const [reversing, setReversing] = useState(false);
  const toSend = liquidation.payouts.filter((payout) => payout.status === "ordered" && payout.payable);
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        Liquidada con fecha <strong>{formatDate(liquidation.date)}</strong>
        {liquidation.confirmedBy ? ` por ${liquidation.confirmedBy}` : ""}. Importe obtenido {formatMoney(liquidation.proceeds)}; retención
        IRPF {liquidation.withholdingRate.replace(".", ",")} %.
      </p>
      <Figures liquidation={liquidation} caption="Liquidación confirmada" payouts={liquidation.payouts} />
      <SepaBatches operationId={operationId} liquidation={liquidation} />
      <div className="flex flex-wrap gap-2">
        {toSend.length > 0 && (
          <SepaBatchButton
            path={`/api/operations/${operationId}/liquidation/sepa`}
            label="Transferencias SEPA (XML)"
            description={`Se hará una remesa con ${transfersText(toSend.length, decimalOf(toSend.reduce((sum, payout) => sum + centsOf(payout.amount), 0n)))}.`}
          />
        )}
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
/** The SEPA batches already made, each again as it was (the bank refuses its message id twice); who is still without an IBAN. */
function SepaBatches({ operationId, liquidation }: { operationId: string; liquidation: LiquidationDto }) {
  const waiting = liquidation.payouts.filter((payout) => payout.status === "ordered" && !payout.payable);
  const names = waiting.map((payout) => liquidation.rows.find((row) => row.investmentId === payout.investmentId)?.investorName ?? "—");
  return (
    <>
      {waiting.length > 0 && (
        <p className="text-sm" data-testid="payouts-without-iban">
          Sin IBAN de la zona SEPA, su transferencia espera a que lo indiquen en Mis datos: {names.join(", ")}.
        </p>
      )}
      {liquidation.batches.length > 0 && (
        <ul className="grid gap-2 text-sm" aria-label="Remesas SEPA hechas">
          {liquidation.batches.map((batch) => (
            <li key={batch.number} className="flex flex-wrap items-center gap-2">
              <span>
                Remesa {batch.number} ({batch.messageId}): {batch.transfers} transferencias, {formatMoney(batch.total)}, el{" "}
                {formatDateTime(batch.createdAt)}
              </span>
              <DownloadButton
                href={`/api/operations/${operationId}/liquidation/sepa?batch=${batch.number}`}
                failed="No se pudo descargar la remesa"
                className="h-8"
              >
                Descargar remesa {batch.number}
              </DownloadButton>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Figures({ liquidation, caption, payouts }: { liquidation: LiquidationDto; caption: string; payouts?: LiquidationDto["payouts"] }) {
  const { totals } = liquidation;
  const payoutOf = (investmentId: string) => payouts?.find((payout) => payout.investmentId === investmentId);
  return (
    <div className="grid gap-2" data-testid="liquidation-figures">
      <p className="text-sm text-muted-foreground">{caption}</p>
      <RowsTable
        label="Liquidación por participación"
        rows={liquidation.rows}
        rowKey={(row) => row.investmentId}
        rowTestId="liquidation-row"
        empty={null}
        columns={[
          { header: "Inversor", cell: (row) => row.investorName ?? "—" },
          { header: "Capital", cell: (row) => formatMoney(row.capital), numeric: true, className: "whitespace-nowrap" },
          { header: "Resultado", cell: (row) => formatMoney(row.result), numeric: true, className: "whitespace-nowrap" },
          { header: "Comisión de éxito", cell: (row) => formatMoney(row.fee), numeric: true, className: "whitespace-nowrap" },
          { header: "Ganancia", cell: (row) => formatMoney(row.gain), numeric: true, className: "whitespace-nowrap" },
          { header: "Retención IRPF", cell: (row) => formatMoney(row.withholding), numeric: true, className: "whitespace-nowrap" },
          { header: "Neto a pagar", cell: (row) => formatMoney(row.net), numeric: true, className: "whitespace-nowrap font-medium" },
          ...(payouts
            ? [
                {
                  header: "Transferencia",
                  cell: (row: LiquidationDto["rows"][number]) => {
                    const payout = payoutOf(row.investmentId);
                    if (!payout) return "—";
                    const status = PAYOUT_STATUS_LABELS[payout.status as keyof typeof PAYOUT_STATUS_LABELS] ?? payout.status;
                    if (payout.status === "ordered" && !payout.payable) return `${status} · sin IBAN SEPA`;
                    return payout.batchNumber ? `${status} · remesa ${payout.batchNumber}` : status;
                  },
                  className: "whitespace-nowrap",
                },
              ]
            : []),
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
