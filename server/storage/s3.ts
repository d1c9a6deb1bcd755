import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from "@aws-sdk/client-s3";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import { countBytes } from "./byte-source";
import type { StorageTarget } from "./config";
import { notFound } from "./errors";
import { assertStorageKey } from "./keys";
import { resolveRange } from "./range";
import { storageOf, type Storage, type StorageDriver, type StoredFile } from "./types";

type S3Target = Extract<StorageTarget, { kind: "s3" }>;

/**
 * An upload of unknown length goes up in parts of S3's minimum size, one at a time through one
 * buffer, so an upload holds 5 MiB whatever the file's size. A file of one part is a single PutObject.
 */
const PART_SIZE = 5 * 1024 * 1024;

export function s3Client(target: S3Target): S3Client {
  return new S3Client({
    endpoint: target.endpoint,
    region: target.region,
    forcePathStyle: target.forcePathStyle,
    credentials: target.credentials,
    // Recent SDKs add CRC checksums (aws-chunked bodies) to every upload by default, which several
    // S3-compatible stores refuse; S3 itself does not require them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // The SDK waits forever by default; a store that stops answering must fail the request instead.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}

export function s3Storage(target: S3Target, client: S3Client = s3Client(target)): Storage {
  const Bucket = target.bucket;

  const driver: StorageDriver = {
    async put(key, body, { contentType, size }) {
      const Key = assertStorageKey(key);
      const counter = { bytes: 0 };
      let UploadId: string | undefined;
      try {
        const Parts: CompletedPart[] = [];
        for await (const { data, last } of partsOf(countBytes(body, counter, size), PART_SIZE)) {
          if (Parts.length === 0 && last) {
            await client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentLength: data.length, ContentType: contentType }));
            return { size: counter.bytes };
          }
          UploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType: contentType }))).UploadId;
          const PartNumber = Parts.length + 1;
          const { ETag } = await client.send(
            new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: data, ContentLength: data.length }),
          );
          Parts.push({ PartNumber, ETag });
        }
        await client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts } }));
        return { size: counter.bytes };
      } catch (error) {
        // The stored parts are dropped; the caller learns why the upload stopped, not why a cleanup failed.
        if (UploadId) await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => {});
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
        const response = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            Range: resolved ? `bytes=${resolved.start}-${resolved.end}` : undefined,
          }),
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
        const response = await client.send(new HeadObjectCommand({ Bucket, Key: assertStorageKey(key) }));
        return { size: response.ContentLength ?? 0, contentType: response.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    },
  };
  return storageOf(driver);
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
