"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormCheckbox, FormInput, FormMoneyInput, FormSelect, FormTextarea } from "@/components/admin/form-fields";
import { DEPOSIT_CREDITING_LABELS, DEPOSIT_CREDITINGS } from "@/lib/deposit/crediting";
import {
  depositSettingsSchema,
  TAE_PLACEHOLDER,
  windowsText,
  type DepositSettings,
  type DepositSettingsInput,
} from "@/lib/validations/deposit-settings";
import { SettingsSection } from "./settings-section";
import { addDays } from "@/lib/deposit/calendar";
import { formatDate } from "@/lib/format";

const creditingOptions = DEPOSIT_CREDITINGS.map((value) => ({ value, label: DEPOSIT_CREDITING_LABELS[value] }));

/**
 * Configuración, "Cuenta de depósito" (issue 51, item 1): whether the club offers it and on what
 * terms, and how the public pages word it; audited, the public pages read it at once.
 */
export function DepositSettingsForm({ settings, creditedThrough }: { settings: DepositSettings; creditedThrough: string | null }) {
  const form = useForm<DepositSettingsInput, unknown, DepositSettings>({
    resolver: zodResolver(depositSettingsSchema),
    defaultValues: {
      ...settings,
      depositWindows: windowsText(settings.depositWindows),
      depositNoticeDays: String(settings.depositNoticeDays),
      depositWording: settings.depositWording ?? "",
    },
  });
  return (
    <SettingsSection
      form={form}
      path="/api/settings/deposit"
      saved="Cuenta de depósito guardada"
      failed="No se pudo guardar la cuenta de depósito"
      submitLabel="Guardar cuenta de depósito"
    >
      <p className="text-sm text-muted-foreground">
        Si el club puede captar fondos reembolsables, y con qué palabras, lo decide su asesor legal: la plataforma no presenta nada como
        garantizado salvo que lo escribáis aquí.
      </p>
      <FormCheckbox form={form} name="depositEnabled" label="Ofrecer la cuenta de depósito" />
      <FormInput form={form} name="depositTae" label="TAE (%)" inputMode="decimal" />
      <FormSelect
        form={form}
        name="depositCrediting"
        label="Abono de intereses"
        options={creditingOptions}
        description={
          creditedThrough
            ? `Un cambio cuenta desde el ${formatDate(addDays(creditedThrough, 1))}, el día siguiente al último abonado: ningún día se abona dos veces.`
            : "Un cambio cuenta desde el día siguiente al último abonado: ningún día se abona dos veces."
        }
      />
      <FormMoneyInput form={form} name="depositMinOpening" label="Importe mínimo de apertura" />
      <FormMoneyInput form={form} name="depositMinContribution" label="Aportación mínima" />
      <FormMoneyInput form={form} name="depositMinWithdrawal" label="Retirada mínima" />
      <FormInput
        form={form}
        name="depositWindows"
        label="Ventanas de liquidez"
        description="Los días del año en que se atienden las retiradas, como 31/03, 30/06, 30/09, 31/12."
      />
      <FormInput form={form} name="depositNoticeDays" label="Preaviso de retirada (días)" inputMode="numeric" />
      <FormInput
        form={form}
        name="depositClaim"
        label="Rentabilidad anunciada"
        description={`Cómo la presentan las páginas públicas; ${TAE_PLACEHOLDER} pone la TAE de arriba.`}
      />
      <FormTextarea
        form={form}
        name="depositWording"
        label="Texto comercial"
        description="Lo que dicen de ella las páginas públicas, como lo redacte vuestro asesor."
      />
    </SettingsSection>
  );
}
