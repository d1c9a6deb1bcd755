import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";
import { PageHeader } from "@/components/dashboard/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { UpdateBody, UpdateMeta } from "@/components/updates/update-meta";
import { MarkUpdateRead } from "@/components/updates/mark-update-read";
import { pageActor } from "@/server/auth/session";
import { getOwnUpdate } from "@/server/updates/read";
import { notFound } from "next/navigation";
import { AppError } from "@/server/core/errors";

export const metadata: Metadata = { title: "Novedad" };

type Props = { params: Promise<{ id: string }> };

/**
 * One update, as its investor reads it. Opening it is recorded from the browser once it is shown
 * (MarkUpdateRead), not by rendering the page: a prefetch is not a reading.
 */
export default async function InvestorUpdatePage({ params }: Props) {
  const actor = await pageActor();
  if (!actor) return null;
  const id = (await params).id;
  // Not of an operation they hold (or no such update): the 404 page, as if it did not exist.
  const update = await getOwnUpdate(actor, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not-found") notFound();
    throw error;
  });
  return (
    <>
      <Button asChild variant="ghost" className="mb-4 -ml-3">
        <Link href="/investor/novedades">
          <ArrowLeftIcon aria-hidden /> Novedades
        </Link>
      </Button>
      <PageHeader title={update.title} />
      <Card>
        <CardContent className="grid gap-4">
          <UpdateMeta update={update} />
          <div>
            <UpdateBody update={update} />
          </div>
        </CardContent>
      </Card>
      {!update.readAt && <MarkUpdateRead id={update.id} />}
    </>
  );
}
