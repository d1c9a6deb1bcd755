import "server-only";
import type { MadeBatch, ServedBatch } from "../payouts/sepa-batch";
import { created } from "./handler";

/** A SEPA batch's file (pain.001) as an attachment never kept by a cache. */
export function sepaFileDownload({ fileName, xml }: ServedBatch): Response {
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}

/** 201 with the batch just made (its file is downloaded apart, from `download`: a GET that only reads). */
export function sepaBatchCreated({ xml: _xml, ...batch }: MadeBatch, download: string): Response {
  return created({ ...batch, download });
}
