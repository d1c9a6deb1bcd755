import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import { StorageError } from "./errors";

/**
 * What `put` and `checkUpload` read from: a Node stream, a web stream (a Request body), any
 * iterable of byte chunks, or one buffer.
 */
export type ByteSource = Readable | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | Iterable<Uint8Array> | Uint8Array;

export function toAsyncIterable(source: ByteSource): AsyncIterable<Uint8Array> {
  if (source instanceof Uint8Array) return fromChunks([source]);
  if (Symbol.asyncIterator in source) return source as AsyncIterable<Uint8Array>;
  if (Symbol.iterator in source) return fromChunks(source);
  return Readable.fromWeb(source as NodeWebReadableStream<Uint8Array>);
}

async function* fromChunks(chunks: Iterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  yield* chunks;
}

/**
 * Passes the bytes through one chunk at a time (backpressure included) and counts them. With
 * `expected`, fails before the end is reported when the count differs, so a driver never commits
 * a short or long file. Stopping the iteration (an error downstream) stops the source too.
 */
export async function* countBytes(source: ByteSource, counter: { bytes: number }, expected?: number): AsyncGenerator<Uint8Array> {
  for await (const chunk of toAsyncIterable(source)) {
    counter.bytes += chunk.byteLength;
    if (expected !== undefined && counter.bytes > expected) throw sizeMismatch(expected);
    yield chunk;
  }
  if (expected !== undefined && counter.bytes !== expected) throw sizeMismatch(expected);
}

function sizeMismatch(expected: number): StorageError {
  return new StorageError("size_mismatch", `The stream did not carry the announced ${expected} bytes`);
}
