import "server-only";
import { CSV_BOM, csvLine } from "@/lib/csv";

/** One batch of a CSV download: its lines, and where the next batch starts (none: the end). */
export type CsvBatch<C> = { lines: string[]; next: C | undefined };

/**
 * A CSV download streamed in batches (Exportar CSV of Transacciones and of Actividad): the BOM and
 * the header first, then one batch per read, so a long history never sits in memory at once.
 */
export function csvStream<C>(header: string[], batch: (cursor: C | undefined) => Promise<CsvBatch<C>>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: C | undefined;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)));
      }
      // Each batch after the others' turn: the embedded database runs on this thread, and a reader
      // that never waits (no socket back-pressure) would otherwise hold every other request until the end.
      await new Promise((resolve) => setImmediate(resolve));
      const { lines, next } = await batch(cursor);
      if (lines.length) controller.enqueue(encoder.encode(lines.join("")));
      if (next === undefined) controller.close();
      else cursor = next;
    },
  });
}
