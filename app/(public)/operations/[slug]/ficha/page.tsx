import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { Suspense } from "react";
import { SheetView } from "@/components/fichas/sheet-view";
import { AppError } from "@/server/core/errors";
import { operationSheetPage } from "@/server/fichas/versions";

export const metadata: Metadata = { title: "Ficha de información", robots: { index: false } };

type Props = { params: Promise<{ slug: string }> };

/** The operation's information sheet as a page (issue 66, item 1): the same content as its PDF, its current version. */
export default function OperationSheetPage({ params }: Props) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Suspense fallback={<p className="text-sm text-muted-foreground">Cargando la ficha…</p>}>
        <Sheet params={params} />
      </Suspense>
    </div>
  );
}

async function Sheet({ params }: Props) {
  await connection();
  const { slug } = await params;
  const page = await operationSheetPage(slug).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not-found") notFound();
    throw error;
  });
  return (
    <>
      <header className="mb-8">
        <p className="text-sm text-muted-foreground">
          <Link href={`/operations/${page.operation.slug}`} className="underline">
            {page.operation.title}
          </Link>
        </p>
        <h1 className="text-3xl font-bold tracking-tight">Ficha de información de la inversión</h1>
      </header>
      <SheetView {...page.sheet} />
    </>
  );
}
