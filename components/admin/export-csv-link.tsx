"use client";

import { DownloadIcon } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";

/**
 * "Exportar CSV" of the list as it is filtered now: the `keys` of the page's query (its search and
 * filters, not its page or sort) carried to `endpoint`, with `fixed` on top (the operation's or
 * investor's own page fixes whose movements they are).
 */
export function ExportCsvLink({
  endpoint,
  keys,
  fixed = {},
}: {
  endpoint: string;
  keys: readonly string[];
  fixed?: Record<string, string>;
}) {
  const current = useSearchParams();
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = current.get(key);
    if (value && value !== "all") params.set(key, value);
  }
  for (const [key, value] of Object.entries(fixed)) params.set(key, value);
  const query = params.toString();
  return (
    <Button asChild variant="outline">
      <a href={`${endpoint}${query ? `?${query}` : ""}`} download>
        <DownloadIcon aria-hidden /> Exportar CSV
      </a>
    </Button>
  );
}
