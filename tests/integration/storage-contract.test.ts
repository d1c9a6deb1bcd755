import { isMainThread } from "node:worker_threads";
import { randomBytes } from "node:crypto";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StorageError } from "@/server/platform/storage/errors";
import { newStorageKey } from "@/server/platform/storage/keys";
import type { ByteRange } from "@/server/platform/storage/range";
import { checkUpload, UploadRejectedError } from "@/server/platform/storage/upload-check";
import { rejectionOf } from "../helpers/rejection";
import { drivers, type DriverUnderTest } from "../helpers/storage-drivers";

const MiB = 1024 * 1024;
const PDF_HEAD = Buffer.from("%PDF-1.7\n");

/**
 * `total` bytes in fresh chunks, as a network body arrives; optionally failing after `failAfter`
 * bytes, or awaiting `every2MiB` as it goes.
 */
async function* generated(total: number, { failAfter, every2MiB }: { failAfter?: number; every2MiB?: () => Promise<void> } = {}) {
  const chunk = 64 * 1024;
  let sent = 0;
  while (sent < total) {
    if (failAfter !== undefined && sent >= failAfter) throw new Error("the client went away");
    if (every2MiB && sent > 0 && sent % (2 * MiB) === 0) await every2MiB();
    const part = Buffer.alloc(Math.min(chunk, total - sent), sent % 251);
    if (sent === 0) PDF_HEAD.copy(part);
    sent += part.length;
    yield part;
  }
}

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const storageError = (promise: Promise<unknown>) => rejectionOf(promise, StorageError);

/**
 * Growth of the memory still reachable, in MB, sampled whenever `sample` is called. Garbage is
 * collected first: a streamed upload allocates its file's size in short-lived chunks, and only
 * what it keeps counts. V8 frees dead buffers' memory on a background thread, hence the pause.
 */
function memoryProbe() {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  gc();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, arrayBuffers: before.arrayBuffers, samples: 0 };
  return {
    async sample() {
      gc();
      await new Promise((resolve) => setTimeout(resolve, 5));
      const now = process.memoryUsage();
      peak.rss = Math.max(peak.rss, now.rss);
      peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
      peak.samples++;
    },
    growth() {
      return {
        rss: (peak.rss - before.rss) / MiB,
        arrayBuffers: (peak.arrayBuffers - before.arrayBuffers) / MiB,
        samples: peak.samples,
      };
    },
  };
}

it("the memory probe sees a 25 MB upload that is held in memory", async () => {
  const probe = memoryProbe();
  const held = await buffer(generated(25 * MiB, { every2MiB: probe.sample }));
  await probe.sample();
  expect(held.length).toBe(25 * MiB);
  expect(probe.growth().arrayBuffers).toBeGreaterThan(24);
});

describe.each(drivers)("storage contract: $name driver", ({ name, start }) => {
  let driver: DriverUnderTest;
  beforeAll(async () => {
    driver = await start();
  });
  afterAll(async () => {
    await driver?.close();
  });

  async function expectNothingLeft(keys: string[] = []) {
    expect(await driver.storedKeys()).toEqual(keys.sort());
    expect(await driver.leftovers()).toEqual([]);
  }

  async function clear() {
    for (const key of await driver.storedKeys()) await driver.storage.delete(key);
  }

  it("puts, reads, stats and deletes a file (delete is idempotent)", async () => {
    const { storage } = driver;
    const key = newStorageKey();
    const content = randomBytes(3000);
    expect(await storage.put(key, [content], { contentType: "application/pdf" })).toEqual({ size: 3000 });

    expect(await storage.exists(key)).toBe(true);
    expect(await storage.stat(key)).toEqual({ size: 3000, contentType: "application/pdf" });
    const file = await storage.get(key);
    expect(file).toMatchObject({ size: 3000, contentType: "application/pdf", range: null });
    expect((await buffer(file.stream)).equals(content)).toBe(true);

    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.stat(key)).toBeNull();
    expect((await storageError(storage.get(key))).code).toBe("not_found");
    await expectNothingLeft();
  });

  it("takes a web stream (a Request body) and an empty file", async () => {
    const { storage } = driver;
    const key = newStorageKey("documents");
    await storage.put(key, new Blob(["hola"]).stream(), { contentType: "image/png" });
    expect((await buffer((await storage.get(key)).stream)).toString()).toBe("hola");

    const empty = newStorageKey();
    expect(await storage.put(empty, [], { contentType: "application/pdf" })).toEqual({ size: 0 });
    expect(await storage.stat(empty)).toEqual({ size: 0, contentType: "application/pdf" });
    expect((await buffer((await storage.get(empty)).stream)).length).toBe(0);
    await clear();
  });

  it("replaces the file under a key that is put again", async () => {
    const { storage } = driver;
    const key = newStorageKey();
    await storage.put(key, [Buffer.from("first version")], { contentType: "application/pdf" });
    await storage.put(key, [Buffer.from("second")], { contentType: "image/webp" });
    expect(await storage.stat(key)).toEqual({ size: 6, contentType: "image/webp" });
    expect((await buffer((await storage.get(key)).stream)).toString()).toBe("second");
    await clear();
  });

  describe("byte ranges", () => {
    const content = randomBytes(1000);
    const key = newStorageKey();
    beforeAll(async () => {
      await driver.storage.put(key, [content], { contentType: "application/pdf" });
    });

    it.each<[string, ByteRange, number, number]>([
      ["the first bytes", { start: 0, end: 9 }, 0, 9],
      ["the middle", { start: 500, end: 599 }, 500, 599],
      ["from an offset to the end", { start: 990 }, 990, 999],
      ["an end past the last byte, clamped", { start: 995, end: 5000 }, 995, 999],
      ["a suffix", { suffix: 100 }, 900, 999],
      ["a suffix longer than the file", { suffix: 5000 }, 0, 999],
      ["the last byte alone", { start: 999, end: 999 }, 999, 999],
    ])("serves %s", async (_label, range, start, end) => {
      const file = await driver.storage.get(key, range);
      expect(file).toMatchObject({ size: 1000, contentType: "application/pdf", range: { start, end } });
      expect((await buffer(file.stream)).equals(content.subarray(start, end + 1))).toBe(true);
    });

    it.each<[string, ByteRange]>([
      ["a start at the size", { start: 1000 }],
      ["a start past the size", { start: 5000, end: 6000 }],
      ["an end before the start", { start: 10, end: 5 }],
      ["an empty suffix", { suffix: 0 }],
      ["a negative start", { start: -1 }],
    ])("refuses %s as not satisfiable, with the size", async (_label, range) => {
      const error = await storageError(driver.storage.get(key, range));
      expect(error.code).toBe("range_not_satisfiable");
      expect(error.size).toBe(1000);
    });

    it("has no satisfiable range in an empty file, and none in a missing one", async () => {
      const empty = newStorageKey();
      await driver.storage.put(empty, [], { contentType: "application/pdf" });
      expect((await storageError(driver.storage.get(empty, { start: 0 }))).code).toBe("range_not_satisfiable");
      expect((await storageError(driver.storage.get(empty, { suffix: 1 }))).code).toBe("range_not_satisfiable");
      await driver.storage.delete(empty);
      expect((await storageError(driver.storage.get(newStorageKey(), { start: 0 }))).code).toBe("not_found");
    });

    afterAll(clear);
  });

  describe("all or nothing", () => {
    it.each([
      ["at once", 0],
      ["after a few bytes", 100],
      ["after several megabytes (a multipart upload under way)", 7 * MiB],
    ])("a source that fails %s leaves nothing, and the put fails with its error", async (_label, failAfter) => {
      const key = newStorageKey();
      await expect(driver.storage.put(key, generated(12 * MiB, { failAfter }), { contentType: "application/pdf" })).rejects.toThrow(
        "the client went away",
      );
      expect(await driver.storage.exists(key)).toBe(false);
      await expectNothingLeft();
    });

    it("an upload over the size limit stops, leaves nothing and keeps the Spanish message", async () => {
      const upload = await checkUpload(generated(8 * MiB), { purpose: "contract", maxMb: 6 });
      const key = newStorageKey();
      const error = await rejectionOf(driver.storage.put(key, upload.stream, { contentType: upload.contentType }), UploadRejectedError);
      expect(error.message).toBe("El archivo supera el tamaño máximo de 6 MB");
      await expectNothingLeft();
    });

    it("a refused type stores nothing", async () => {
      const html = new Blob(["<!DOCTYPE html><script>alert(1)</script>"]).stream();
      await expect(checkUpload(html, { purpose: "document" })).rejects.toThrow("Tipo de archivo no permitido");
      await expectNothingLeft();
    });

    it.each([
      ["fewer", 999],
      ["more", 1001],
    ])("a stream carrying %s bytes than announced stores nothing", async (_label, announced) => {
      const key = newStorageKey();
      const error = await storageError(driver.storage.put(key, [randomBytes(1000)], { contentType: "application/pdf", size: announced }));
      expect(error.code).toBe("size_mismatch");
      await expectNothingLeft();
      expect(await driver.storage.put(key, [randomBytes(1000)], { contentType: "application/pdf", size: 1000 })).toEqual({
        size: 1000,
      });
      await clear();
    });

    it("a reader never sees a file being written: nothing, or the previous version, until it is complete", async () => {
      const { storage } = driver;
      const fresh = newStorageKey();
      const replaced = newStorageKey();
      await storage.put(replaced, [Buffer.from("old version")], { contentType: "application/pdf" });

      const halfway = [gate(), gate()];
      const resume = gate();
      // Past one S3 part (5 MiB), so the store already holds bytes of the upload.
      async function* slow(index: number) {
        yield* generated(6 * MiB);
        halfway[index]!.open();
        await resume.opened;
        yield Buffer.from("the end");
      }
      const putting = Promise.all([
        storage.put(fresh, slow(0), { contentType: "application/pdf" }),
        storage.put(replaced, slow(1), { contentType: "image/png" }),
      ]);
      await Promise.all(halfway.map((g) => g.opened));
      await new Promise((resolve) => setTimeout(resolve, 50));

      expect(await storage.exists(fresh)).toBe(false);
      expect(await storage.stat(fresh)).toBeNull();
      expect((await storageError(storage.get(fresh))).code).toBe("not_found");
      expect(await driver.storedKeys()).toEqual([replaced]);
      const old = await storage.get(replaced);
      expect(old).toMatchObject({ size: 11, contentType: "application/pdf" });
      expect((await buffer(old.stream)).toString()).toBe("old version");

      resume.open();
      await putting;
      for (const [key, contentType] of [
        [fresh, "application/pdf"],
        [replaced, "image/png"],
      ]) {
        expect(await storage.stat(key!)).toEqual({ size: 6 * MiB + 7, contentType });
        expect((await buffer((await storage.get(key!, { suffix: 7 })).stream)).toString()).toBe("the end");
      }
      await expectNothingLeft([fresh, replaced]);
      await clear();
    });
  });

  it.each([
    "../secret",
    "../../etc/passwd",
    "/etc/passwd",
    "2025/01/../../x",
    "2025/01/..",
    "./x",
    "a//b",
    "a/",
    "a\\b",
    "C:\\x",
    "Contrato.pdf",
    "x.json",
    ".hidden",
    "a b",
    "%2e%2e/x",
    "a\u0000b",
    "ñ",
    "",
    "x".repeat(65),
  ])("refuses the key %j in every call", async (key) => {
    const { storage } = driver;
    const calls: Promise<unknown>[] = [
      storage.put(key, [Buffer.from("x")], { contentType: "application/pdf" }),
      storage.get(key),
      storage.stat(key),
      storage.exists(key),
      storage.delete(key),
    ];
    for (const call of calls) expect((await storageError(call)).code).toBe("invalid_key");
    await expectNothingLeft();
  });

  it("streams a 25 MB upload without holding it in memory", async () => {
    const size = 25 * MiB;
    const put = async (key: string, every2MiB?: () => Promise<void>) => {
      const upload = await checkUpload(generated(size, { every2MiB }), { purpose: "contract" });
      expect(await driver.storage.put(key, upload.stream, { contentType: upload.contentType })).toEqual({ size });
    };
    // Timed alone: the memory probe pauses the upload to collect garbage.
    const timedKey = newStorageKey();
    const started = performance.now();
    await put(timedKey);
    const seconds = (performance.now() - started) / 1000;
    await driver.storage.delete(timedKey);

    const key = newStorageKey();
    const probe = memoryProbe();
    await put(key, probe.sample);
    await probe.sample();
    const growth = probe.growth();
    console.log(
      `[${name}] 25 MB put: ${seconds.toFixed(2)} s; peak growth of live memory: arrayBuffers ` +
        `${growth.arrayBuffers.toFixed(1)} MB, rss ${growth.rss.toFixed(1)} MB (${growth.samples} samples)`,
    );
    expect(growth.samples).toBe(13);
    // Half the file at most: the folder driver holds a few chunks, the S3 one a 5 MiB part buffer.
    expect(growth.arrayBuffers).toBeLessThan(12.5);
    // The resident size is the whole process's: in a worker thread (vitest.config.ts) it grows with
    // the other test files running beside this one, so only a file alone in its process checks it.
    if (isMainThread) expect(growth.rss).toBeLessThan(25);
    expect(await driver.storage.stat(key)).toEqual({ size, contentType: "application/pdf" });
    const tail = await driver.storage.get(key, { suffix: 64 * 1024 });
    expect((await buffer(tail.stream)).equals(Buffer.alloc(64 * 1024, (size - 64 * 1024) % 251))).toBe(true);
    await driver.storage.delete(key);
  });
});
