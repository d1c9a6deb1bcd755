"use client";

import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckIcon, PlusIcon } from "lucide-react";
import { FormInput, FormSelect, FormTextarea } from "@/components/admin/form-fields";
import { Button } from "@/components/ui/button";
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
import { timelineSchema, type TimelineInput } from "@/lib/validations/case";
import { CaseListDialog, RowControls, useCaseList, type CaseDialogProps } from "./case-list-dialog";

const kindOptions = MILESTONE_KINDS.map((kind) => ({ value: kind, label: MILESTONE_LABELS[kind] }));
const statusOptions = MILESTONE_STATUSES.map((status) => ({ value: status, label: MILESTONE_STATUS_LABELS[status] }));
const awardOptions = [{ value: "", label: "Sin indicar" }, ...AWARD_TYPES.map((type) => ({ value: type, label: AWARD_LABELS[type] }))];

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

/** Procedimiento judicial: add, reorder, mark done and date the milestones of an operation. */
export function TimelineDialog(props: CaseDialogProps) {
  const form = useForm<TimelineInput>({ resolver: zodResolver(timelineSchema), defaultValues: { milestones: [] } });
  const { fields, append, remove, move, update } = useFieldArray({ control: form.control, name: "milestones" });
  const watched = useWatch({ control: form.control, name: "milestones" });
  const { dialog } = useCaseList(form, props, {
    resource: "timeline",
    toValues: (rows: Milestone[]) => ({ milestones: rows.map(toForm) }),
    saved: "Procedimiento actualizado",
    failed: "No se pudo guardar el procedimiento",
  });

  const markDone = (index: number) => {
    const current = form.getValues(`milestones.${index}`) as MilestoneForm;
    const today = todayInMadrid();
    update(index, { ...current, status: "completado", date: current.date && current.date <= today ? current.date : today });
  };

  const addNext = () => {
    const used = new Set(form.getValues("milestones").map((m) => m.kind));
    const next = MILESTONE_KINDS.find((kind) => !used.has(kind)) ?? "venta";
    append(toForm({ ...presetMilestones()[0]!, kind: next }));
  };

  return (
    <CaseListDialog
      {...dialog}
      title="Procedimiento judicial"
      description={
        props.target
          ? `${props.target.title}. Las fechas de los hitos completados son reales (no pueden ser futuras); las demás, previstas.`
          : undefined
      }
      isEmpty={fields.length === 0}
      empty={{
        text: "Sin hitos.",
        loadLabel: "Cargar hitos estándar",
        onLoad: () => form.reset({ milestones: presetMilestones().map(toForm) }),
      }}
      addButton={
        <Button type="button" variant="outline" onClick={addNext}>
          <PlusIcon aria-hidden /> Añadir hito
        </Button>
      }
    >
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
              <RowControls index={index} count={fields.length} label={label} move={move} remove={remove}>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => markDone(index)}
                  aria-label={`Marcar completado: ${label}`}
                >
                  <CheckIcon aria-hidden /> Completado
                </Button>
              </RowControls>
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
    </CaseListDialog>
  );
}
