import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/dashboard/page-header";
import { TitledCard } from "@/components/layout/titled-card";
import { TRACK_RECORD_METHOD, TrackRecordOperations, TrackRecordYears } from "@/components/track-record/track-record-tables";
import { getTrackRecord } from "@/server/reports/track-record";
import { adminPage } from "../_components/admin-page";

export const metadata: Metadata = { title: "Resultados" };

/** The club's track record with each operation's money (issue 66, item 6); the public page shows the same rates. */
export default adminPage(async function AdminTrackRecordPage(actor) {
  const record = await getTrackRecord(actor);
  return (
    <>
      <PageHeader
        title="Resultados"
        subtitle="Lo prometido frente a lo pagado en cada operación liquidada, calculado con sus movimientos."
      />
      <p className="mb-4 text-sm">
        Los visitantes ven las rentabilidades y los totales por año en{" "}
        <Link href="/resultados" className="underline underline-offset-4">
          la página pública de resultados
        </Link>
        , sin importes por operación.
      </p>
      <div className="grid gap-6">
        <TitledCard title={<h2>Operaciones liquidadas</h2>}>
          <TrackRecordOperations record={record} admin />
        </TitledCard>
        <TitledCard title={<h2>Por año</h2>}>
          <TrackRecordYears years={record.years} />
        </TitledCard>
        <p className="text-sm text-muted-foreground">{TRACK_RECORD_METHOD}</p>
      </div>
    </>
  );
});
