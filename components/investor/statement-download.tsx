"use client";

import { useId, useState } from "react";
import { DownloadButton } from "@/components/shared/download-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** "Extracto": the investor picks the dates and downloads their statement as PDF or CSV. */
export function StatementDownload({ today }: { today: string }) {
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  const id = useId();
  const query = new URLSearchParams({ from, to });
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">Tus posiciones al final del periodo, los movimientos completados y sus totales.</p>
      <div className="grid gap-3 sm:max-w-md sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-from`}>Desde</Label>
          <Input id={`${id}-from`} type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-to`}>Hasta</Label>
          <Input id={`${id}-to`} type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <DownloadButton href={`/api/statements?${query}&format=pdf`} failed="No se pudo descargar el extracto">
          Extracto (PDF)
        </DownloadButton>
        <DownloadButton href={`/api/statements?${query}&format=csv`} failed="No se pudo descargar el extracto">
          Extracto (CSV)
        </DownloadButton>
      </div>
    </div>
  );
}
