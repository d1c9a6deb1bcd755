import { TitledCard } from "@/components/layout/titled-card";
import { DownloadButton } from "@/components/shared/download-button";

/** "Descargar mis datos" (RGPD arts. 15 and 20): everything the club keeps about the person, in one ZIP. */
export function OwnDataExport() {
  return (
    <TitledCard title="Copia de tus datos">
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          Un archivo ZIP con todo lo que el club guarda sobre ti (perfil, participaciones, movimientos, certificados, correos, accesos,
          consentimientos y descargas) en formato JSON, y los documentos y contratos dirigidos a ti.
        </p>
        <DownloadButton href="/api/account/export" failed="No se pudieron descargar tus datos" className="w-fit">
          Descargar mis datos
        </DownloadButton>
      </div>
    </TitledCard>
  );
}
