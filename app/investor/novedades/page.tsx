import type { Metadata } from "next";
import Link from "next/link";
import { EmptyState, PageHeader } from "@/components/dashboard/page-header";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { UpdateMeta } from "@/components/updates/update-meta";
import { pageActor } from "@/server/auth/session";
import { listOwnUpdates } from "@/server/updates/read";

export const metadata: Metadata = { title: "Novedades" };

/** Novedades: what the club has told the investors of the person's operations, newest first, the unread marked. */
export default async function InvestorUpdatesPage() {
  const actor = await pageActor();
  if (!actor) return null;
  const updates = await listOwnUpdates(actor);
  return (
    <>
      <PageHeader title="Novedades" subtitle="Lo que el club cuenta de las operaciones en las que participas." />
      {updates.length === 0 ? (
        <EmptyState>
          <p>Todavía no hay novedades de tus operaciones.</p>
        </EmptyState>
      ) : (
        <ol className="grid gap-4" aria-label="Novedades">
          {updates.map((update) => (
            <li key={update.id}>
              <Card data-testid="update">
                <CardHeader className="gap-1">
                  <CardTitle className="flex flex-wrap items-center gap-2 text-base leading-snug">
                    <Link href={`/investor/novedades/${update.id}`} className="underline-offset-4 hover:underline">
                      {update.title}
                    </Link>
                    {!update.readAt && <Badge>Nueva</Badge>}
                  </CardTitle>
                  <UpdateMeta update={update} />
                </CardHeader>
                <CardContent>
                  <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">{update.body}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
