"use client";

import { useState } from "react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormTextarea } from "@/components/admin/form-fields";
import { NativeSelect } from "@/components/ui/native-select";
import { formatDateTime } from "@/lib/format";
import { IDENTITY_PLACEHOLDERS, LEGAL_PAGES, printedLegalVersion, type LegalKind } from "@/lib/legal";
import { legalTextSchema, type LegalTextInput } from "@/lib/validations/legal";
import type { EditableLegalText } from "@/server/club/legal-texts";
import { SettingsSection } from "./settings-section";

const PLACEHOLDER_HELP = `Markdown (## título, - lista, **negrita**). Se rellenan con los datos del club: ${IDENTITY_PLACEHOLDERS.map(
  ({ key, label }) => `{{${key}}} (${label})`,
).join(", ")}.`;

/** Configuración, "Textos legales": pick a page, edit its text, publish it as a new version. */
export function LegalTextsForm({ texts }: { texts: EditableLegalText[] }) {
  const [kind, setKind] = useState<LegalKind>("aviso-legal");
  const text = texts.find((entry) => entry.kind === kind) ?? texts[0]!;
  return (
    <div className="grid gap-6">
      <div className="grid max-w-xs gap-2">
        <label htmlFor="legal-kind" className="text-sm font-medium">
          Página
        </label>
        <NativeSelect id="legal-kind" value={kind} onChange={(event) => setKind(event.target.value as LegalKind)}>
          {texts.map((entry) => (
            <option key={entry.kind} value={entry.kind}>
              {entry.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <LegalTextForm key={text.kind} text={text} />
    </div>
  );
}

function LegalTextForm({ text }: { text: EditableLegalText }) {
  const form = useForm<LegalTextInput>({ resolver: zodResolver(legalTextSchema), defaultValues: { body: text.body } });
  return (
    <>
      <SettingsSection
        form={form}
        path={`/api/legal-texts/${text.kind}`}
        saved="Nueva versión publicada"
        failed="No se pudo publicar el texto"
        submitLabel="Publicar versión"
      >
        <FormTextarea form={form} name="body" label={`${text.title} *`} rows={16} description={PLACEHOLDER_HELP} />
        <Link href={LEGAL_PAGES[text.kind].path} target="_blank" className="w-fit text-sm font-medium underline underline-offset-4">
          Ver la página publicada
        </Link>
      </SettingsSection>
      <section aria-labelledby={`versions-${text.kind}`} className="grid gap-2 text-sm">
        <h3 id={`versions-${text.kind}`} className="font-medium">
          Versiones
        </h3>
        <ul className="grid gap-1 text-muted-foreground" data-testid="legal-versions">
          {text.versions.map((version) => (
            <li key={version.version}>
              {version.publishedAt
                ? `Versión ${printedLegalVersion(version.version)} · ${formatDateTime(version.publishedAt)}${version.publishedBy ? ` · ${version.publishedBy}` : ""}`
                : "Versión inicial (texto de partida)"}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
