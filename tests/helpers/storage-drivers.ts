import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { folderStorage } from "@/server/platform/storage/folder";
import { s3Client, s3Storage } from "@/server/platform/storage/s3";
import type { StorageTarget } from "@/server/platform/storage/config";
import type { Storage } from "@/server/platform/storage/types";
import { startS3Server } from "./s3-server";

/** A driver under test, with what its contract tests need to look behind it. */
export interface DriverUnderTest {
  storage: Storage;
  /** Every complete file the backend holds, by key. */
  storedKeys(): Promise<string[]>;
  /** Unfinished writes: temporary files, or multipart uploads not completed nor aborted. */
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

export const drivers: { name: string; start(): Promise<DriverUnderTest> }[] = [
  {
    name: "folder",
    async start() {
      const root = await fs.mkdtemp(path.join(os.tmpdir(), "club-files-"));
      const files = async () =>
        (await fs.readdir(root, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
      return {
        storage: folderStorage(root),
        storedKeys: async () => (await files()).filter((file) => !path.basename(file).includes(".")).sort(),
        leftovers: async () => (await files()).filter((file) => file.endsWith(".tmp") || file.endsWith(".tmp.json")),
        close: () => fs.rm(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "s3",
    async start() {
      const server = await startS3Server();
      const target: Extract<StorageTarget, { kind: "s3" }> = {
        kind: "s3",
        bucket: server.bucket,
        endpoint: server.endpoint,
        region: "us-east-1",
        forcePathStyle: true,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      };
      const client = s3Client(target);
      const uploads = path.join(server.directory, server.bucket, "._S3rver_uploads");
      return {
        storage: s3Storage(target, client),
        async storedKeys() {
          const listed = await client.send(new ListObjectsV2Command({ Bucket: server.bucket }));
          return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
        },
        leftovers: () => fs.readdir(uploads).catch(() => []),
        async close() {
          client.destroy();
          await server.stop();
        },
      };
    },
  },
];
