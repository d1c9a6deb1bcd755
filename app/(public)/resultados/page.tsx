import type { Metadata } from "next";
import { TitledSection } from "@/components/layout/titled-section";
import { TRACK_RECORD_METHOD, TrackRecordOperations, TrackRecordYears } from "@/components/track-record/track-record-tables";
import { publicPageMetadata } from "@/lib/page-metadata";
import { getPublicTrackRecord } from "@/server/reports/track-record";

export const metadata: Metadata = publicPageMetadata({
  title: "Resultados",
  description: "Lo que prometió cada operación liquidada del club frente a lo que pagó a sus partícipes, y el balance de cada año.",
  path: "/resultados",
});

/** Every liquidated operation's promise against what it paid, and each year's totals (issue 66, item 6), from the ledger. */
export default async function TrackRecordPage() {
  const record = await getPublicTrackRecord();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="mb-10 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Resultados</h1>
        <p className="mt-2 text-muted-foreground">
          Lo que prometió cada operación liquidada frente a lo que pagó, con ganancias y pérdidas. Las rentabilidades pasadas no garantizan
          las futuras: en cada operación se puede perder parte o todo el capital.
        </p>
      </header>
      <div className="grid gap-10">
        <TitledSection id="operaciones-liquidadas" title="Operaciones liquidadas" headingClassName="mb-4 text-xl font-semibold">
          <TrackRecordOperations record={record} />
        </TitledSection>
        <TitledSection id="por-ano" title="Por año" headingClassName="mb-4 text-xl font-semibold">
          <TrackRecordYears years={record.years} />
        </TitledSection>
        <p className="max-w-3xl text-sm text-muted-foreground">{TRACK_RECORD_METHOD}</p>
      </div>
    </div>
  );
}
