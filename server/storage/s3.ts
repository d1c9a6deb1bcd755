import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import { countBytes } from "./byte-source";
import type { StorageTarget } from "./config";
import { notFound } from "./errors";
import { assertStorageKey } from "./keys";
import { resolveRange } from "./range";
import type { Storage, StoredFile } from "./types";

type S3Target = Extract<StorageTarget, { kind: "s3" }>;

/**
 * Memory per upload stays near one part whatever the file's size: lib-storage buffers a part
 * (5 MiB, S3's minimum) before sending it, one part at a time. Files up to one part go up in a
 * single PutObject; larger ones as a multipart upload that is aborted if anything fails.
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
  });
}

export function s3Storage(target: S3Target, client: S3Client = s3Client(target)): Storage {
  const Bucket = target.bucket;

  const storage: Storage = {
    async put(key, body, { contentType, size }) {
      const Key = assertStorageKey(key);
      const counter = { bytes: 0 };
      let sourceError: unknown;
      const source = (async function* () {
        try {
          yield* countBytes(body, counter, size);
        } catch (error) {
          sourceError = error;
          throw error;
        }
      })();
      const Body = Readable.from(source, { objectMode: false });
      const upload = new Upload({
        client,
        queueSize: 1,
        partSize: PART_SIZE,
        leavePartsOnError: false,
        params: { Bucket, Key, ContentType: contentType, Body },
      });
      try {
        await upload.done();
      } catch (error) {
        Body.destroy(); // stops reading the caller's stream when the store failed first

        // A failing abort request would otherwise hide why the upload stopped (e.g. the size limit).
        throw sourceError ?? error;
      }
      return { size: counter.bytes };
    },

    async get(key, range) {
      const Key = assertStorageKey(key);
      let resolved = null;
      let info: StoredFile | null = null;
      if (range) {
        // Resolved here against the size rather than sent as is: not every S3-compatible store
        // understands suffix ranges (`bytes=-500`) or answers an out-of-range request the same way.
        info = await storage.stat(Key);
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

    async exists(key) {
      return (await storage.stat(key)) !== null;
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    },
  };
  return storage;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}
