import { DownloadIcon } from "lucide-react";

/** A file of the club (document, contract) opened in a new tab. */
export function DownloadLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
    >
      <DownloadIcon className="size-4" aria-hidden /> Descargar
    </a>
  );
}
