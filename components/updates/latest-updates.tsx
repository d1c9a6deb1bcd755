import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import type { UpdateDto } from "@/server/updates/dto";

/** How many of an operation's updates its card in Mis Operaciones shows; the rest are in Novedades. */
const SHOWN = 3;

/** "Novedades" of one operation in Mis Operaciones: its latest updates, each linked to where it is read. */
export function LatestUpdates({ updates, headingId }: { updates: UpdateDto[]; headingId: string }) {
  if (updates.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="border-t border-border pt-4" data-testid="operation-updates">
      <h2 id={headingId} className="mb-2 font-semibold">
        Novedades
      </h2>
      <ul className="grid gap-1">
        {updates.slice(0, SHOWN).map((update) => (
          <li key={update.id} className="flex flex-wrap items-center gap-2">
            <span className="text-muted-foreground">{formatDate(update.publishedAt)}</span>
            <Link href={`/investor/novedades/${update.id}`} className="font-medium underline-offset-4 hover:underline">
              {update.title}
            </Link>
            {!update.readAt && <Badge>Nueva</Badge>}
          </li>
        ))}
      </ul>
      {updates.length > SHOWN && (
        <Link href="/investor/novedades" className="mt-2 inline-block text-sm underline underline-offset-4">
          Ver todas las novedades
        </Link>
      )}
    </section>
  );
}
