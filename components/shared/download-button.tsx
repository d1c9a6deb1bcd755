"use client";

import { useState } from "react";
import { DownloadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { downloadFile, failureMessage } from "@/lib/api-client";
import { notifyError } from "@/lib/notify";

/**
 * A file the club makes on request (a statement, a certificate, the SEPA transfers): downloaded in
 * place, or, when it cannot be made, the server's reason in a toast.
 */
export function DownloadButton({
  href,
  children,
  failed,
  variant = "outline",
  className,
  onDownloaded,
  "aria-label": ariaLabel,
}: {
  href: string;
  children: React.ReactNode;
  failed: string;
  variant?: "outline" | "default";
  className?: string;
  /** Where the visible text alone does not say which file (one button per row). */
  "aria-label"?: string;
  /** After the file has come (a download that changes state: the page then reads it again). */
  onDownloaded?: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(href);
      onDownloaded?.();
    } catch (error) {
      notifyError(failed, failureMessage(error, "Inténtalo de nuevo en unos minutos."));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant={variant} className={className} disabled={busy} onClick={download} aria-label={ariaLabel}>
      <DownloadIcon aria-hidden /> {children}
    </Button>
  );
}
