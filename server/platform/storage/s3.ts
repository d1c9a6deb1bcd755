import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import { countBytes } from "./byte-source";
import { storageDeadlines, type StorageDeadlines, type StorageTarget } from "./config";
import { notFound, StorageError } from "./errors";
import { assertStorageKey } from "./keys";
import { resolveRange } from "./range";
import { storageOf, type Storage, type StorageDriver, type StoredFile } from "./types";

type S3Target = Extract<StorageTarget, { kind: "s3" }>;

/**
 * An upload of unknown length goes up in parts of S3's minimum size, one at a time through one
 * buffer, so an upload holds 5 MiB whatever the file's size. A file of one part is a single PutObject.
 */
const PART_SIZE = 5 * 1024 * 1024;

/** How long a health check waits for the store (readiness bounds every check at 2 s). */
export const PING_TIMEOUT_MS = 1_500;

/**
 * The least transfer rate an upload's part is given time for on top of the deadline (bytes per ms:
 * 512 KiB/s), so a 5 MiB part over a slow link is not cut while its bytes still flow.
 */
const MIN_UPLOAD_BYTES_PER_MS = 512;

export function s3Client(target: S3Target, deadlines: StorageDeadlines = storageDeadlines()): S3Client {
  return new S3Client({
    endpoint: target.endpoint,
    region: target.region,
    forcePathStyle: target.forcePathStyle,
    credentials: target.credentials,
    // Recent SDKs add CRC checksums (aws-chunked bodies) to every upload by default, which several
    // S3-compatible stores refuse; S3 itself does not require them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // The SDK waits forever by default, and without throwOnRequestTimeout a request past its
    // requestTimeout is only logged. socketTimeout ends a download whose bytes stop flowing.
    requestHandler: {
      connectionTimeout: deadlines.connectMs,
      requestTimeout: deadlines.requestMs,
      socketTimeout: deadlines.requestMs,
      throwOnRequestTimeout: true,
    },
  });
}

export function s3Storage(
  target: S3Target,
  client: S3Client = s3Client(target),
  deadlines: StorageDeadlines = storageDeadlines(),
): Storage {
  const Bucket = target.bucket;

  /**
   * One call to the store, retries included, ended at its deadline (longer for a body of `bytes`):
   * a store that accepts the connection and never answers fails it with StorageError
   * `unavailable`, as does a refused connection or a 5xx. The deadline ends once the answer's
   * headers arrive: a download's body is bounded by the socket's idle timeout instead.
   */
  async function send<T>(
    call: (options: { abortSignal: AbortSignal; requestTimeout: number }) => Promise<T>,
    bytes = 0,
    ms?: number,
  ): Promise<T> {
    const deadline = ms ?? deadlines.requestMs + Math.ceil(bytes / MIN_UPLOAD_BYTES_PER_MS);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deadline);
    try {
      return await call({ abortSignal: controller.signal, requestTimeout: deadline });
    } catch (error) {
      throw storeUnavailable(error) ? unavailable(error) : error;
    } finally {
      clearTimeout(timer);
    }
  }

  const driver: StorageDriver = {
    async put(key, body, { contentType, size }) {
      const Key = assertStorageKey(key);
      const counter = { bytes: 0 };
      let UploadId: string | undefined;
      try {
        const Parts: CompletedPart[] = [];
        for await (const { data, last } of partsOf(countBytes(body, counter, size), PART_SIZE)) {
          if (Parts.length === 0 && last) {
            await send(
              (options) =>
                client.send(
                  new PutObjectCommand({ Bucket, Key, Body: data, ContentLength: data.length, ContentType: contentType }),
                  options,
                ),
              data.length,
            );
            return { size: counter.bytes };
          }
          UploadId ??= (
            await send((options) => client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType: contentType }), options))
          ).UploadId;
          const PartNumber = Parts.length + 1;
          const { ETag } = await send(
            (options) =>
              client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: data, ContentLength: data.length }), options),
            data.length,
          );
          Parts.push({ PartNumber, ETag });
        }
        await send((options) =>
          client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts } }), options),
        );
        return { size: counter.bytes };
      } catch (error) {
        // The stored parts are dropped; the caller learns why the upload stopped, not why a cleanup failed.
        if (UploadId)
          await send((options) => client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }), options)).catch(() => {});
        throw error;
      }
    },

    async get(key, range) {
      const Key = assertStorageKey(key);
      let resolved = null;
      let info: StoredFile | null = null;
      if (range) {
        // Resolved here against the size rather than sent as is: not every S3-compatible store
        // understands suffix ranges (`bytes=-500`) or answers an out-of-range request the same way.
        info = await driver.stat(Key);
        if (!info) throw notFound(Key);
        resolved = resolveRange(range, info.size);
      }
      try {
        const response = await send((options) =>
          client.send(
            new GetObjectCommand({ Bucket, Key, Range: resolved ? `bytes=${resolved.start}-${resolved.end}` : undefined }),
            options,
          ),
        );
        const stream =
          response.Body instanceof Readable
            ? response.Body
            : Readable.fromWeb(response.Body?.transformToWebStream() as NodeWebReadableStream);
        return {
          stream,
          size: info?.size ?? response.ContentLength ?? 0,
          contentType: info?.contentType ?? response.ContentType ?? "application/octet-stream",
          range: resolved,
        };
      } catch (error) {
        if (isNotFound(error)) throw notFound(Key);
        throw error;
      }
    },

    async stat(key) {
      try {
        const Key = assertStorageKey(key);
        const response = await send((options) => client.send(new HeadObjectCommand({ Bucket, Key }), options));
        return { size: response.ContentLength ?? 0, contentType: response.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const Key = assertStorageKey(key);
      await send((options) => client.send(new DeleteObjectCommand({ Bucket, Key }), options));
    },

    // HeadBucket: the cheapest call that proves the store answers and the credentials are good.
    async ping() {
      await send((options) => client.send(new HeadBucketCommand({ Bucket }), options), 0, PING_TIMEOUT_MS);
    },
  };
  return storageOf(driver);
}

/** No answer from the store (refused, reset, timed out, aborted at the deadline) or a 5xx: worth retrying later. */
function storeUnavailable(error: unknown): boolean {
  const e = error as { name?: string; code?: unknown; $metadata?: { httpStatusCode?: number } } | undefined;
  const status = e?.$metadata?.httpStatusCode;
  if (status !== undefined) return status >= 500;
  // Node's network errors carry a code (ECONNREFUSED, ECONNRESET, ENOTFOUND…).
  return e?.name === "TimeoutError" || e?.name === "AbortError" || typeof e?.code === "string";
}

function unavailable(error: unknown): StorageError {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new StorageError("unavailable", `The object store did not answer in time or refused the call (${reason})`);
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Cuts a byte stream into parts of exactly `size` bytes (the last one shorter, or empty for an
 * empty stream), telling which part is the last. One buffer serves every part: the generator only
 * resumes, and refills it, once the caller has sent the part it was given.
 */
async function* partsOf(source: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<{ data: Buffer; last: boolean }> {
  const part = Buffer.allocUnsafe(size);
  let filled = 0;
  for await (const chunk of source) {
    let offset = 0;
    while (offset < chunk.byteLength) {
      if (filled === size) {
        // A full part is only known not to be the last once more bytes arrive.
        yield { data: part, last: false };
        filled = 0;
      }
      const take = Math.min(size - filled, chunk.byteLength - offset);
      part.set(chunk.subarray(offset, offset + take), filled);
      filled += take;
      offset += take;
    }
  }
  yield { data: part.subarray(0, filled), last: true };
}
