import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createStorage, provideStorage, storage } from "@/server/platform/storage";
import { resolveStorageTarget } from "@/server/platform/storage/config";
import { StorageError } from "@/server/platform/storage/errors";
import { folderStorage } from "@/server/platform/storage/folder";
import { isStorageKey, newStorageKey } from "@/server/platform/storage/keys";
import { resolveRange } from "@/server/platform/storage/range";

describe("STORAGE_URL", () => {
  it("defaults to the folder beside the embedded database, outside public/", () => {
    expect(resolveStorageTarget("")).toEqual({ kind: "folder", root: path.resolve(".data/files") });
    expect(resolveStorageTarget("  ")).toEqual({ kind: "folder", root: path.resolve(".data/files") });
  });

  it("takes another folder with file:", () => {
    expect(resolveStorageTarget("file:/srv/club/files")).toEqual({ kind: "folder", root: "/srv/club/files" });
    expect(resolveStorageTarget("file:tmp/files")).toEqual({ kind: "folder", root: path.resolve("tmp/files") });
  });

  it("reads an S3-compatible store's bucket, endpoint, region, addressing and credentials", () => {
    expect(resolveStorageTarget("s3://AKIDEXAMPLE:se%2Fcr%2Bet@club-files?endpoint=http://127.0.0.1:9000&region=eu-south-2")).toEqual({
      kind: "s3",
      bucket: "club-files",
      endpoint: "http://127.0.0.1:9000",
      region: "eu-south-2",
      forcePathStyle: true,
      credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "se/cr+et" },
    });
  });

  it("leaves AWS S3 itself to virtual-host addressing and the SDK's credential chain", () => {
    const target = resolveStorageTarget("s3://club-files?region=eu-west-1");
    expect(target).toEqual({
      kind: "s3",
      bucket: "club-files",
      endpoint: undefined,
      region: "eu-west-1",
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(resolveStorageTarget("s3://club-files?endpoint=https://x.example&forcePathStyle=false")).toMatchObject({
      forcePathStyle: false,
    });
  });

  it.each([
    ["ftp://files", "usa s3://bucket"],
    ["file:", "usa s3://bucket"],
    ["s3://Bad_Bucket", "bucket"],
    ["s3://bucket/some/path", "sin ruta"],
    ["s3://bucket?endpont=http://x", 'parámetro desconocido "endpont"'],
    ["s3://bucket?endpoint=127.0.0.1:9000", "endpoint debe ser"],
    ["s3://bucket?forcePathStyle=yes", "forcePathStyle"],
    ["s3://key@bucket", "usuario y contraseña"],
  ])("refuses %s with a Spanish message that does not echo the address", (url, reason) => {
    expect(() => resolveStorageTarget(url)).toThrow(/^STORAGE_URL no es válida: .+\.$/);
    expect(() => resolveStorageTarget(url)).toThrow(reason);
  });

  it("never echoes a secret in its error", () => {
    expect(() => resolveStorageTarget("s3://KEY:supersecret@bucket/x")).not.toThrow(/supersecret/);
  });
});

describe("storage()", () => {
  afterEach(() => provideStorage(undefined));

  it("builds the driver the configuration names", () => {
    expect(Object.keys(createStorage({ kind: "folder", root: "/tmp/x" }))).toEqual(["put", "get", "stat", "exists", "delete", "ping"]);
    const s3 = createStorage({ kind: "s3", bucket: "b", region: "us-east-1", forcePathStyle: true });
    expect(typeof s3.put).toBe("function");
  });

  it("is one driver per process, replaceable in tests", () => {
    expect(storage()).toBe(storage());
    const replacement = folderStorage("/tmp/other");
    provideStorage(replacement);
    expect(storage()).toBe(replacement);
  });
});

describe("keys", () => {
  it("are generated as yyyy/mm/<uuid> in UTC, optionally under a prefix", () => {
    const key = newStorageKey(undefined, new Date("2025-12-31T23:30:00-02:00"));
    expect(key).toMatch(/^2026\/01\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newStorageKey("contracts")).toMatch(/^contracts\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(newStorageKey()).not.toBe(newStorageKey());
  });

  it("refuses a prefix that is not a plain name", () => {
    expect(() => newStorageKey("../x")).toThrow(StorageError);
    expect(isStorageKey("documents/2025/01/abc")).toBe(true);
    expect(isStorageKey("documents/../abc")).toBe(false);
    expect(isStorageKey(42)).toBe(false);
  });
});

describe("resolveRange", () => {
  it("clamps and resolves what HTTP Range asks for", () => {
    expect(resolveRange({ start: 0, end: 0 }, 10)).toEqual({ start: 0, end: 0 });
    expect(resolveRange({ start: 4 }, 10)).toEqual({ start: 4, end: 9 });
    expect(resolveRange({ start: 4, end: 99 }, 10)).toEqual({ start: 4, end: 9 });
    expect(resolveRange({ suffix: 3 }, 10)).toEqual({ start: 7, end: 9 });
    expect(resolveRange({ suffix: 30 }, 10)).toEqual({ start: 0, end: 9 });
  });

  it.each([
    [{ start: 10 }, 10],
    [{ start: 0 }, 0],
    [{ suffix: 0 }, 10],
    [{ suffix: 1 }, 0],
    [{ start: 5, end: 4 }, 10],
    [{ start: 1.5 }, 10],
    [{ start: Number.NaN }, 10],
  ])("refuses %j on %i bytes with the size", (range, size) => {
    expect(() => resolveRange(range, size)).toThrow(expect.objectContaining({ code: "range_not_satisfiable", size }));
  });
});
