"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useFieldArray, useForm, useWatch, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowDownIcon, ArrowUpIcon, CheckIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { EntityDialog } from "@/components/admin/entity-dialog";
import { FormInput, FormMoneyInput, FormSelect, FormTextarea } from "@/components/admin/form-fields";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError, notifySuccess } from "@/lib/notify";
import {
  AWARD_LABELS,
  AWARD_TYPES,
  MILESTONE_KINDS,
  MILESTONE_LABELS,
  MILESTONE_STATUSES,
  MILESTONE_STATUS_LABELS,
  presetMilestones,
  todayInMadrid,
  type Milestone,
} from "@/lib/timeline";
import {
  defaultScenarios,
  SCENARIO_BASES,
  SCENARIO_BASIS_LABELS,
  scenariosSchema,
  timelineSchema,
  type ScenariosInput,
  type TimelineInput,
} from "@/lib/validations/case";
import type { Scenario } from "@/server/operations/case";

type Target = { id: string; title: string };

const kindOptions = MILESTONE_KINDS.map((kind) => ({ value: kind, label: MILESTONE_LABELS[kind] }));
const statusOptions = MILESTONE_STATUSES.map((status) => ({ value: status, label: MILESTONE_STATUS_LABELS[status] }));
const awardOptions = [{ value: "", label: "Sin indicar" }, ...AWARD_TYPES.map((type) => ({ value: type, label: AWARD_LABELS[type] }))];
const basisOptions = SCENARIO_BASES.map((basis) => ({ value: basis, label: SCENARIO_BASIS_LABELS[basis] }));

type MilestoneForm = {
  kind: Milestone["kind"];
  status: Milestone["status"];
  date: string;
  note: string;
  auctionUrl: string;
  auctionRef: string;
  awardType: string;
};

function toForm(milestone: Omit<Milestone, "id">): MilestoneForm {
  return {
    kind: milestone.kind,
    status: milestone.status,
    date: milestone.date ?? "",
    note: milestone.note ?? "",
    auctionUrl: milestone.auctionUrl ?? "",
    auctionRef: milestone.auctionRef ?? "",
    awardType: milestone.awardType ?? "",
  };
}

/** Loads the list when the dialog opens; `reset` fills the form with it. */
function useLoad<T>(open: boolean, path: string | null, reset: (rows: T) => void) {
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (!open || !path) return;
    const controller = new AbortController();
    apiRequest<T>("GET", path, undefined, { signal: controller.signal })
      .then((rows) => {
        reset(rows);
        setLoaded(path);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) notifyError("Error", failureMessage(error, "No se pudieron cargar los datos"));
      });
    return () => {
      controller.abort();
      setLoaded(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, path]);
  return Boolean(open && path && loaded !== path);
}

async function saveList<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
  path: string,
  body: unknown,
  ok: string,
  failed: string,
): Promise<boolean> {
  try {
    await apiRequest("PUT", path, body);
    notifySuccess(ok);
    return true;
  } catch (error) {
    if (error instanceof ApiError)
      for (const [field, message] of Object.entries(error.fields)) form.setError(field as Path<T>, { message });
    notifyError("Error", failureMessage(error, failed));
    return false;
  }
}

/** Procedimiento judicial: add, reorder, mark done and date the milestones of an operation. */
export function TimelineDialog({ target, onOpenChange }: { target: Target | null; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const open = target !== null;
  const form = useForm<TimelineInput>({ resolver: zodResolver(timelineSchema), defaultValues: { milestones: [] } });
  const { fields, append, remove, move, update } = useFieldArray({ control: form.control, name: "milestones" });
  const watched = useWatch({ control: form.control, name: "milestones" });
  const loading = useLoad<Milestone[]>(open, target && `/api/operations/${target.id}/timeline`, (rows) =>
    form.reset({ milestones: rows.map(toForm) }),
  );

  const submit = form.handleSubmit(async (values) => {
    if (!target) return;
    if (
      await saveList(
        form,
        `/api/operations/${target.id}/timeline`,
        values,
        "Procedimiento actualizado",
        "No se pudo guardar el procedimiento",
      )
    ) {
      onOpenChange(false);
      router.refresh();
    }
  });

  const markDone = (index: number) => {
    const current = form.getValues(`milestones.${index}`) as MilestoneForm;
    const today = todayInMadrid();
    update(index, { ...current, status: "completado", date: current.date && current.date <= today ? current.date : today });
  };

  return (
    <EntityDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Procedimiento judicial"
      description={
        target
          ? `${target.title}. Las fechas de los hitos completados son reales (no pueden ser futuras); las demás, previstas.`
          : undefined
      }
      pending={form.formState.isSubmitting || loading}
      onSubmit={submit}
    >
      {loading ? (
        <div className="grid place-items-center py-10">
          <Spinner className="size-6" />
        </div>
      ) : (
        <div className="space-y-4">
          {fields.length === 0 && (
            <div className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              <p>Sin hitos.</p>
              <Button
                type="button"
                variant="outline"
                className="mt-3"
                onClick={() => form.reset({ milestones: presetMilestones().map(toForm) })}
              >
                Cargar hitos estándar
              </Button>
            </div>
          )}
          <ol className="space-y-3">
            {fields.map((field, index) => {
              const kind = watched?.[index]?.kind ?? field.kind;
              const label = MILESTONE_LABELS[kind as Milestone["kind"]] ?? kind;
              const showAuction = kind === "subasta_senalada" || kind === "subasta_celebrada";
              return (
                <li key={field.id} className="rounded-lg border border-border p-3" data-testid="milestone-row" aria-label={label}>
                  <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                    <span className="text-sm font-semibold">
                      {index + 1}. {label}
                    </span>
                    <div className="flex gap-1">
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        onClick={() => markDone(index)}
                        aria-label={`Marcar completado: ${label}`}
                      >
                        <CheckIcon aria-hidden /> Completado
                      </Button>
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                        aria-label={`Subir ${label}`}
                      >
                        <ArrowUpIcon aria-hidden />
                      </Button>
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        disabled={index === fields.length - 1}
                        onClick={() => move(index, index + 1)}
                        aria-label={`Bajar ${label}`}
                      >
                        <ArrowDownIcon aria-hidden />
                      </Button>
                      <Button type="button" size="icon" variant="ghost" onClick={() => remove(index)} aria-label={`Quitar ${label}`}>
                        <Trash2Icon aria-hidden />
                      </Button>
                    </div>
                  </div>
                  <div className="grid gap-3 sm:grid-cols-3">
                    <FormSelect form={form} name={`milestones.${index}.kind`} label="Hito" options={kindOptions} />
                    <FormSelect form={form} name={`milestones.${index}.status`} label="Estado" options={statusOptions} />
                    <FormInput form={form} name={`milestones.${index}.date`} label="Fecha" type="date" />
                    {showAuction && (
                      <>
                        <FormInput
                          form={form}
                          name={`milestones.${index}.auctionUrl`}
                          label="Enlace del Portal de Subastas"
                          className="sm:col-span-2"
                        />
                        <FormInput form={form} name={`milestones.${index}.auctionRef`} label="Referencia de la subasta" />
                      </>
                    )}
                    {kind === "adjudicacion" && (
                      <FormSelect form={form} name={`milestones.${index}.awardType`} label="Adjudicación" options={awardOptions} />
                    )}
                    <FormTextarea form={form} name={`milestones.${index}.note`} label="Nota pública" className="sm:col-span-3" />
                  </div>
                </li>
              );
            })}
          </ol>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              const used = new Set(form.getValues("milestones").map((m) => m.kind));
              const next = MILESTONE_KINDS.find((kind) => !used.has(kind)) ?? "venta";
              append(toForm({ ...presetMilestones()[0]!, kind: next }));
            }}
          >
            <PlusIcon aria-hidden /> Añadir hito
          </Button>
        </div>
      )}
    </EntityDialog>
  );
}

type ScenarioForm = { name: string; months: string; basis: "per_euro" | "total"; gross: string; costs: string; explanation: string };

const scenarioToForm = (s: Scenario): ScenarioForm => ({
  name: s.name,
  months: String(s.months),
  basis: s.basis,
  gross: s.gross,
  costs: s.costs,
  explanation: s.explanation ?? "",
});

/** Escenarios de rentabilidad: what the public calculator shows for the operation. */
export function ScenariosDialog({ target, onOpenChange }: { target: Target | null; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const open = target !== null;
  const form = useForm<ScenariosInput>({ resolver: zodResolver(scenariosSchema), defaultValues: { scenarios: [] } });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "scenarios" });
  const loading = useLoad<Scenario[]>(open, target && `/api/operations/${target.id}/scenarios`, (rows) =>
    form.reset({ scenarios: rows.map(scenarioToForm) }),
  );

  const submit = form.handleSubmit(async (values) => {
    if (!target) return;
    if (
      await saveList(
        form,
        `/api/operations/${target.id}/scenarios`,
        values,
        "Escenarios actualizados",
        "No se pudieron guardar los escenarios",
      )
    ) {
      onOpenChange(false);
      router.refresh();
    }
  });

  return (
    <EntityDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Escenarios de rentabilidad"
      description="Importe bruto recuperado y costes, por euro invertido (p. ej. 1,25) o en total de la operación (se reparten según ticket / PVP)."
      pending={form.formState.isSubmitting || loading}
      onSubmit={submit}
    >
      {loading ? (
        <div className="grid place-items-center py-10">
          <Spinner className="size-6" />
        </div>
      ) : (
        <div className="space-y-4">
          {fields.length === 0 && (
            <div className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              <p>Sin escenarios: la calculadora no se muestra.</p>
              <Button type="button" variant="outline" className="mt-3" onClick={() => form.reset({ scenarios: defaultScenarios() })}>
                Cargar escenarios por defecto
              </Button>
            </div>
          )}
          <ol className="space-y-3">
            {fields.map((field, index) => (
              <li key={field.id} className="rounded-lg border border-border p-3" data-testid="scenario-row">
                <div className="mb-3 flex justify-end gap-1">
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={`Subir escenario ${index + 1}`}
                  >
                    <ArrowUpIcon aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={`Bajar escenario ${index + 1}`}
                  >
                    <ArrowDownIcon aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    onClick={() => remove(index)}
                    aria-label={`Quitar escenario ${index + 1}`}
                  >
                    <Trash2Icon aria-hidden />
                  </Button>
                </div>
                <div className="grid gap-3 sm:grid-cols-3">
                  <FormInput form={form} name={`scenarios.${index}.name`} label="Nombre *" className="sm:col-span-2" />
                  <FormInput form={form} name={`scenarios.${index}.months`} label="Plazo (meses) *" type="number" min={1} step={1} />
                  <FormSelect form={form} name={`scenarios.${index}.basis`} label="Base" options={basisOptions} />
                  <FormMoneyInput form={form} name={`scenarios.${index}.gross`} label="Importe bruto recuperado *" maxDecimals={4} />
                  <FormMoneyInput form={form} name={`scenarios.${index}.costs`} label="Costes" maxDecimals={4} />
                  <FormTextarea form={form} name={`scenarios.${index}.explanation`} label="Explicación" className="sm:col-span-3" />
                </div>
              </li>
            ))}
          </ol>
          {fields.length < 6 && (
            <Button
              type="button"
              variant="outline"
              onClick={() => append({ name: "", months: "", basis: "per_euro", gross: "", costs: "0", explanation: "" })}
            >
              <PlusIcon aria-hidden /> Añadir escenario
            </Button>
          )}
        </div>
      )}
    </EntityDialog>
  );
}
