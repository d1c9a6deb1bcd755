import "server-only";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/** One file of a ZIP: text (compressed) or bytes read when its turn comes (stored as they are). */
export type ZipEntry = { path: string; text: string } | { path: string; bytes: () => Promise<AsyncIterable<Uint8Array>> };

/**
 * A ZIP written as it is read: one entry's bytes are fetched only when the reader gets to it, so
 * the stored files of a large export never sit in memory together. The files the club keeps
 * (PDF, images, Office) are compressed already and go in unchanged.
 */
export function zipStream(entries: ZipEntry[]): ReadableStream<Uint8Array> {
  const chunks = zipChunks(entries);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    // A download given up: the storage's stream being read is closed.
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

async function* zipChunks(entries: ZipEntry[]): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* drain() {
    if (failure) throw failure;
    while (ready.length) yield ready.shift()!;
  }
  for (const entry of entries) {
    if ("text" in entry) {
      const file = new ZipDeflate(entry.path, { level: 6 });
      zip.add(file);
      file.push(new TextEncoder().encode(entry.text), true);
      yield* drain();
      continue;
    }
    const file = new ZipPassThrough(entry.path);
    zip.add(file);
    for await (const chunk of await entry.bytes()) {
      file.push(chunk);
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
