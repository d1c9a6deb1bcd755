"use client";

import { useEffect, useState } from "react";
import { ZoomInIcon } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** A file of an identification as the review shows it: where it is read from, what it is, its type. */
export type Evidence = { id: string; label: string; name: string; contentType: string; href: string };

/**
 * The documents an identification is judged on, shown in the review itself (issue 67, item 2): a photo scaled to the
 * column, a PDF as its pages (drawn in the browser by pdf.js, through unpdf), each opening larger on a click; a file of
 * any other type, as its link. Each is read from the vault by the same audited call as its download.
 */
export function EvidenceViewer({ files }: { files: Evidence[] }) {
  const [zoomed, setZoomed] = useState<{ src: string; alt: string } | null>(null);
  if (!files.length) return <p className="text-sm">Sin archivos.</p>;
  return (
    <div className="grid gap-6">
      {files.map((file) => (
        <figure key={file.id} className="grid gap-2" data-testid="evidence">
          <figcaption className="text-sm">
            <a className="font-medium underline" href={file.href} target="_blank" rel="noreferrer">
              {file.label}
            </a>{" "}
            <span className="text-muted-foreground">{file.name}</span>
          </figcaption>
          {file.contentType.startsWith("image/") ? (
            <Zoomable src={file.href} alt={file.label} onZoom={setZoomed} />
          ) : file.contentType === "application/pdf" ? (
            <PdfPages file={file} onZoom={setZoomed} />
          ) : null}
        </figure>
      ))}
      <Dialog open={zoomed !== null} onOpenChange={(open) => !open && setZoomed(null)}>
        <DialogContent className="max-h-[95vh] overflow-auto sm:max-w-[95vw]">
          <DialogHeader>
            <DialogTitle>{zoomed?.alt}</DialogTitle>
            <DialogDescription>A tamaño real: desplázate para ver el resto.</DialogDescription>
          </DialogHeader>
          {/* eslint-disable-next-line @next/next/no-img-element -- a private file of the vault, not an optimisable asset */}
          {zoomed && <img src={zoomed.src} alt={zoomed.alt} className="max-w-none" />}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function Zoomable({ src, alt, onZoom }: { src: string; alt: string; onZoom: (image: { src: string; alt: string }) => void }) {
  return (
    <button
      type="button"
      className="group relative w-fit cursor-zoom-in rounded-md border bg-muted/30 p-1"
      onClick={() => onZoom({ src, alt })}
      aria-label={`Ampliar: ${alt}`}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a private file of the vault, not an optimisable asset */}
      <img src={src} alt={alt} className="max-h-[28rem] w-auto max-w-full object-contain" />
      <ZoomInIcon
        aria-hidden
        className="absolute right-2 bottom-2 size-5 rounded bg-background/80 p-0.5 opacity-70 group-hover:opacity-100"
      />
    </button>
  );
}

/** A PDF's pages as images, drawn once it is read; its link stays for what cannot be drawn. */
function PdfPages({ file, onZoom }: { file: Evidence; onZoom: (image: { src: string; alt: string }) => void }) {
  const [pages, setPages] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const response = await fetch(file.href);
      if (!response.ok) throw new Error(String(response.status));
      const { getDocumentProxy, renderPageAsImage } = await import("unpdf");
      const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
      const drawn: string[] = [];
      for (let number = 1; number <= pdf.numPages && !cancelled; number++)
        drawn.push(await renderPageAsImage(pdf, number, { scale: 1.5, toDataURL: true }));
      if (!cancelled) setPages(drawn);
    })().catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [file.href]);
  if (failed) return <p className="text-sm text-destructive">No se pudo mostrar el PDF: ábrelo con su enlace.</p>;
  if (!pages) return <p className="text-sm text-muted-foreground">Cargando el PDF…</p>;
  return (
    <div className="grid gap-2" data-testid="pdf-pages">
      {pages.map((src, index) => (
        <Zoomable key={index} src={src} alt={`${file.label}, página ${index + 1} de ${pages.length}`} onZoom={onZoom} />
      ))}
    </div>
  );
}
