"use client";

import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError, notifySuccess } from "@/lib/notify";
import type { Preferences } from "@/lib/validations/preferences";
import { UPDATE_DELIVERIES, UPDATE_DELIVERY_LABELS } from "@/lib/update-deliveries";
import { NativeSelect } from "@/components/ui/native-select";

type Switchable = "notifyDocuments" | "notifyOperations" | "notifyNewOperations";

const OPTIONS: { key: Switchable; label: string; description: string }[] = [
  {
    key: "notifyDocuments",
    label: "Nuevos documentos y contratos",
    description: "Un email cuando el club publica un documento o contrato de tus operaciones.",
  },
  {
    key: "notifyOperations",
    label: "Cambios de estado de mis operaciones",
    description: "Un email cuando una operación en la que participas cambia de estado.",
  },
  {
    key: "notifyNewOperations",
    label: "Nuevas operaciones del club",
    description:
      "Correos comerciales: un aviso cuando el club abre una operación nueva. Solo si los activas; puedes darte de baja aquí o desde cualquiera de ellos.",
  },
];

/** "Preferencias": the e-mails an investor may turn off; saved at once. */
export function PreferencesCard({ initial }: { initial: Preferences }) {
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);

  async function save<K extends keyof Preferences>(key: K, value: Preferences[K]) {
    const next = { ...values, [key]: value };
    setValues(next);
    setSaving(true);
    try {
      setValues(await apiRequest<Preferences>("PUT", "/api/preferences", next));
      notifySuccess("Preferencias guardadas");
    } catch (error) {
      setValues(values);
      notifyError("Error", failureMessage(error, "No se pudieron guardar las preferencias"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Preferencias</CardTitle>
        <CardDescription>
          Los emails de tu cuenta (activación, contraseña, movimientos de tu dinero) llegan siempre. Cada cambio de los correos comerciales
          queda registrado.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {OPTIONS.map((option) => (
          <div key={option.key} className="flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <Label htmlFor={`pref-${option.key}`}>{option.label}</Label>
              <p className="text-sm text-muted-foreground">{option.description}</p>
            </div>
            <Switch
              id={`pref-${option.key}`}
              checked={values[option.key]}
              disabled={saving}
              onCheckedChange={(checked) => save(option.key, checked)}
            />
          </div>
        ))}
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid gap-1">
            <Label htmlFor="pref-notifyUpdates">Novedades de mis operaciones</Label>
            <p className="text-sm text-muted-foreground">
              Cómo te avisamos cuando el club publica una novedad de una operación en la que participas.
            </p>
          </div>
          <NativeSelect
            id="pref-notifyUpdates"
            className="w-full sm:w-72"
            value={values.notifyUpdates}
            disabled={saving}
            onChange={(event) => save("notifyUpdates", event.target.value as Preferences["notifyUpdates"])}
          >
            {UPDATE_DELIVERIES.map((delivery) => (
              <option key={delivery} value={delivery}>
                {UPDATE_DELIVERY_LABELS[delivery]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardContent>
    </Card>
  );
}
