import type { Metadata } from "next";
import { connection } from "next/server";
import { Suspense } from "react";
import { SheetView } from "@/components/fichas/sheet-view";
import { sheetForPage } from "@/server/fichas/versions";

export const metadata: Metadata = { title: "Ficha de información de la cuenta de depósito" };

/** The deposit account's information sheet as a page (issue 66, item 1): the same content as its PDF. */
export default function DepositSheetPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="mb-8 text-3xl font-bold tracking-tight">Ficha de información de la cuenta de depósito</h1>
      <Suspense fallback={<p className="text-sm text-muted-foreground">Cargando la ficha…</p>}>
        <Sheet />
      </Suspense>
    </div>
  );
}

async function Sheet() {
  await connection();
  return <SheetView {...await sheetForPage("deposit")} />;
}
