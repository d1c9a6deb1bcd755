"use client";

import { AsyncCombobox } from "@/components/admin/async-combobox";
import { FilterSelect } from "@/components/admin/table-toolbar";
import { useTableParams } from "@/components/admin/use-table-params";
import { Input } from "@/components/ui/input";
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, AUDIT_ENTITIES, AUDIT_ENTITY_LABELS } from "@/lib/audit";
import { OPTION_ENDPOINTS } from "@/lib/options";

const ALL_PEOPLE = { value: "all", label: "Todas las personas" };

/** Persona (searched on the server), elemento, acción and the days from and to (both included). */
export function ActivityFilters() {
  const { params, update } = useTableParams();
  return (
    <>
      <div className="w-56">
        {/* The other filters name themselves (aria-label); this trigger is a button, named by its label. */}
        <label htmlFor="activity-person" className="sr-only">
          Persona
        </label>
        <AsyncCombobox
          id="activity-person"
          endpoint={OPTION_ENDPOINTS.people}
          label="Persona"
          value={params.get("actor") ?? ALL_PEOPLE.value}
          onChange={(value) => update({ actor: value })}
          placeholder="Todas las personas"
          noneOption={ALL_PEOPLE}
          unknownLabel="Persona eliminada"
        />
      </div>
      <FilterSelect
        name="entity"
        label="Elemento"
        allLabel="Todos los elementos"
        options={AUDIT_ENTITIES.map((value) => ({ value, label: AUDIT_ENTITY_LABELS[value] }))}
      />
      <FilterSelect
        name="action"
        label="Acción"
        allLabel="Todas las acciones"
        options={AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }))}
      />
      <FilterSelect
        name="unchanged"
        label="Sin cambios"
        allLabel="Ocultar guardados sin cambios"
        options={[{ value: "1", label: "Mostrar guardados sin cambios" }]}
      />
      <DateFilter label="Desde" value={params.get("from") ?? ""} onChange={(from) => update({ from })} />
      <DateFilter label="Hasta" value={params.get("to") ?? ""} onChange={(to) => update({ to })} />
    </>
  );
}

function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-muted-foreground">
      {label}
      <Input type="date" className="w-40" aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}
