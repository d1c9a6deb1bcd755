import type { Metadata } from "next";
import { Suspense } from "react";
import { OperationCard } from "@/components/operations/operation-card";
import { FilteredItem, OperationsExplorer } from "@/components/operations/operations-explorer";
import { Spinner } from "@/components/ui/spinner";
import { publicPageMetadata } from "@/lib/page-metadata";
import { getPublicOperations } from "@/server/operations/public";

export const metadata: Metadata = publicPageMetadata({
  title: "Operaciones Disponibles",
  description:
    "Operaciones de inversión en deuda hipotecaria en Madrid, Barcelona, Valencia y Sevilla: precio, ticket mínimo, rentabilidad esperada y plazo.",
  path: "/operations",
});

export default function OperationsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Operaciones Disponibles</h1>
        <p className="mt-2 text-muted-foreground">Créditos hipotecarios seleccionados, con garantía inmobiliaria y seguimiento judicial.</p>
      </header>
      <Suspense
        fallback={
          <div className="grid place-items-center py-24">
            <Spinner className="size-8" />
          </div>
        }
      >
        <OperationsList />
      </Suspense>
    </div>
  );
}

/** The cards are rendered here, on the server; the explorer only decides which ones show. */
async function OperationsList() {
  const operations = await getPublicOperations();
  const filterable = operations.map(({ id, title, province, status }) => ({ id, title, province, status }));
  return (
    <OperationsExplorer operations={filterable}>
      {operations.map((operation, index) => (
        <FilteredItem key={operation.id} id={operation.id}>
          {/* The cards sit right under the page's <h1>: their titles are <h2>. */}
          <OperationCard operation={operation} index={index} headingLevel={2} eager={index === 0} />
        </FilteredItem>
      ))}
    </OperationsExplorer>
  );
}
