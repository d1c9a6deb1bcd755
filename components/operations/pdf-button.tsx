"use client";

import { DownloadIcon, FileXIcon } from "lucide-react";
import { notifyError } from "@/lib/notify";
import { Button } from "@/components/ui/button";

/** Descargar PDF Completo, or a disabled-looking PDF No Disponible that explains itself with a toast. */
export function PdfButton({ url }: { url: string | null }) {
  if (url) {
    return (
      <Button asChild size="lg" className="w-full">
        <a href={url} target="_blank" rel="noopener noreferrer">
          <DownloadIcon aria-hidden /> Descargar PDF Completo
        </a>
      </Button>
    );
  }
  return (
    <Button
      size="lg"
      className="w-full cursor-not-allowed opacity-50"
      aria-disabled="true"
      onClick={() => notifyError("PDF no disponible", "El PDF completo aún no está disponible para esta operación")}
    >
      <FileXIcon aria-hidden /> PDF No Disponible
    </Button>
  );
}
