"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { CheckCircle2Icon, HandCoinsIcon } from "lucide-react";
import { useSessionUser } from "@/components/auth/session-user-store";
import { Button } from "@/components/ui/button";
import { isAsking } from "@/lib/asking";

/**
 * "Quiero participar" on the public operation page (prerendered for everyone); for an investor who
 * has already asked, "Ya has solicitado participar" with a link to their request (issue 50,
 * item 2), read from their own participations once the page is in the browser.
 */
export function ParticipateButton({ operationId, slug }: { operationId: string; slug: string }) {
  const { user } = useSessionUser();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (user?.role !== "investor") return;
    const controller = new AbortController();
    fetch(`/api/investments?operationId=${operationId}`, { credentials: "same-origin", cache: "no-store", signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ operationId: string; status: string }[]>) : []))
      .then((own) => setAsked(own.some((row) => row.operationId === operationId && isAsking(row.status))))
      .catch(() => undefined);
    return () => controller.abort();
  }, [user, operationId]);

  if (asked)
    return (
      <div className="space-y-2 rounded-md border p-3 text-sm" role="status">
        <p className="flex items-center gap-2 font-medium">
          <CheckCircle2Icon aria-hidden className="size-4" /> Ya has solicitado participar
        </p>
        <p className="text-muted-foreground">
          El club te escribirá cuando la decida.{" "}
          <Link href="/investor/operations" className="font-medium text-foreground underline">
            Ver mi solicitud
          </Link>
        </p>
      </div>
    );
  return (
    <Button asChild size="lg" className="w-full">
      <Link href={`/investor/participar/${slug}`} prefetch={false}>
        <HandCoinsIcon aria-hidden /> Quiero participar
      </Link>
    </Button>
  );
}
