"use client";

import { useFieldArray, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import { FormCheckbox, FormInput, FormMoneyInput, FormSelect, FormTextarea } from "@/components/admin/form-fields";
import { Button } from "@/components/ui/button";
import { defaultScenarios, SCENARIO_BASES, SCENARIO_BASIS_LABELS, scenariosSchema, type ScenariosInput } from "@/lib/validations/case";
import type { Scenario } from "@/server/operations/scenario";
import { CaseListDialog, RowControls, useCaseList, type CaseDialogProps } from "./case-list-dialog";

const basisOptions = SCENARIO_BASES.map((basis) => ({ value: basis, label: SCENARIO_BASIS_LABELS[basis] }));

type ScenarioForm = {
  name: string;
  months: string;
  basis: "per_euro" | "total";
  gross: string;
  costs: string;
  explanation: string;
  expected: boolean;
};

const scenarioToForm = (s: Scenario): ScenarioForm => ({
  name: s.name,
  months: String(s.months),
  basis: s.basis,
  gross: s.gross,
  costs: s.costs,
  explanation: s.explanation ?? "",
  expected: s.expected,
});

/** Escenarios de rentabilidad: what the public calculator shows for the operation. */
export function ScenariosDialog(props: CaseDialogProps) {
  const form = useForm<ScenariosInput>({ resolver: zodResolver(scenariosSchema), defaultValues: { scenarios: [] } });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "scenarios" });
  // One scenario at most is the "previsto": ticking one unticks the others.
  const onlyExpected = (index: number) =>
    fields.forEach((_, other) => other !== index && form.setValue(`scenarios.${other}.expected`, false, { shouldDirty: true }));
  const { dialog } = useCaseList(form, props, {
    resource: "scenarios",
    toValues: (rows: Scenario[]) => ({ scenarios: rows.map(scenarioToForm) }),
    saved: "Escenarios actualizados",
    failed: "No se pudieron guardar los escenarios",
  });

  return (
    <CaseListDialog
      {...dialog}
      title="Escenarios de rentabilidad"
      description="Importe bruto recuperado y costes, por euro invertido (p. ej. 1,25) o en total de la operación (se reparten según ticket / PVP)."
      isEmpty={fields.length === 0}
      empty={{
        text: "Sin escenarios: la calculadora no se muestra.",
        loadLabel: "Cargar escenarios por defecto",
        onLoad: () => form.reset({ scenarios: defaultScenarios() }),
      }}
      addButton={
        fields.length < 6 && (
          <Button
            type="button"
            variant="outline"
            onClick={() => append({ name: "", months: "", basis: "per_euro", gross: "", costs: "0", explanation: "", expected: false })}
          >
            <PlusIcon aria-hidden /> Añadir escenario
          </Button>
        )
      }
    >
      {fields.map((field, index) => (
        <li key={field.id} className="rounded-lg border border-border p-3" data-testid="scenario-row">
          <div className="mb-3 flex justify-end">
            <RowControls index={index} count={fields.length} label={`escenario ${index + 1}`} move={move} remove={remove} />
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            <FormInput form={form} name={`scenarios.${index}.name`} label="Nombre *" className="sm:col-span-2" />
            <FormInput form={form} name={`scenarios.${index}.months`} label="Plazo (meses) *" type="number" min={1} step={1} />
            <FormSelect form={form} name={`scenarios.${index}.basis`} label="Base" options={basisOptions} />
            <FormMoneyInput form={form} name={`scenarios.${index}.gross`} label="Importe bruto recuperado *" maxDecimals={4} />
            <FormMoneyInput form={form} name={`scenarios.${index}.costs`} label="Costes" maxDecimals={4} />
            <FormTextarea form={form} name={`scenarios.${index}.explanation`} label="Explicación" className="sm:col-span-3" />
            <FormCheckbox
              form={form}
              name={`scenarios.${index}.expected`}
              label="Escenario previsto"
              description="Su rentabilidad al ticket mínimo y su plazo son la rentabilidad esperada y el plazo estimado de la operación."
              className="sm:col-span-3"
              onChecked={(checked) => checked && onlyExpected(index)}
            />
          </div>
        </li>
      ))}
    </CaseListDialog>
  );
}
