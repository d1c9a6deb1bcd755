import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { countBytes } from "./byte-source";
import { notFound, StorageError } from "./errors";
import { assertStorageKey } from "./keys";
import { resolveRange } from "./range";
import { storageOf, type Storage, type StoredFile } from "./types";

/**
 * Files in a folder on this machine: `<root>/<key>` holds the bytes and `<root>/<key>.json` the
 * content type (keys contain no dot, so neither side file can be a key). A put writes hidden
 * temporary files in the same folder and renames them into place, metadata first, so a reader
 * sees either no file or a complete one.
 */
export function folderStorage(root: string): Storage {
  const base = path.resolve(root);

  function pathsOf(key: string) {
    const file = path.resolve(base, assertStorageKey(key));
    // The key pattern already forbids escaping; this guards against a future change of it.
    if (!file.startsWith(base + path.sep)) throw new StorageError("invalid_key", "Key outside the storage folder");
    return { file, meta: `${file}.json` };
  }

  async function readMeta(meta: string): Promise<{ contentType: string } | null> {
    try {
      return JSON.parse(await fs.readFile(meta, "utf8")) as { contentType: string };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return storageOf({
    async put(key, body, { contentType, size }) {
      const { file, meta } = pathsOf(key);
      const dir = path.dirname(file);
      await fs.mkdir(dir, { recursive: true });
      const temp = path.join(dir, `.${path.basename(file)}.${randomUUID()}.tmp`);
      const tempMeta = `${temp}.json`;
      const counter = { bytes: 0 };
      let metaPlaced = false;
      try {
        // Opened here, not by the write stream, so the temporary file exists (and is removed) even when the source fails at once.
        const handle = await fs.open(temp, "wx");
        try {
          // flush: fsync before close, so a crash after the rename cannot leave an empty file.
          await pipeline(countBytes(body, counter, size), handle.createWriteStream({ flush: true }));
        } finally {
          await handle.close();
        }
        await fs.writeFile(tempMeta, JSON.stringify({ contentType }), { flag: "wx" });
        await fs.rename(tempMeta, meta);
        metaPlaced = true;
        await fs.rename(temp, file);
        await syncFolder(dir);
        return { size: counter.bytes };
      } catch (error) {
        await Promise.all([fs.rm(temp, { force: true }), fs.rm(tempMeta, { force: true })]);
        if (metaPlaced && !(await pathExists(file))) await fs.rm(meta, { force: true });
        throw error;
      }
    },

    async get(key, range) {
      const { file, meta } = pathsOf(key);
      const info = await readMeta(meta);
      if (!info) throw notFound(key);
      // Opening first pins this version of the file: a concurrent delete or replace cannot cut the read short.
      const handle = await fs.open(file, "r").catch((error: unknown) => {
        throw isMissing(error) ? notFound(key) : error;
      });
      try {
        const { size } = await handle.stat();
        const resolved = range ? resolveRange(range, size) : null;
        const stream = handle.createReadStream(resolved ? { start: resolved.start, end: resolved.end } : {});
        return { stream, size, contentType: info.contentType, range: resolved };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async stat(key): Promise<StoredFile | null> {
      const { file, meta } = pathsOf(key);
      const info = await readMeta(meta);
      if (!info) return null;
      try {
        return { size: (await fs.stat(file)).size, contentType: info.contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const { file, meta } = pathsOf(key);
      await fs.rm(file, { force: true });
      await fs.rm(meta, { force: true });
    },

    // The folder exists (or can be made) and this process may write in it.
    async ping() {
      await fs.mkdir(base, { recursive: true });
      await fs.access(base, fs.constants.W_OK);
    },
  });
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";
}

async function pathExists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    (error: unknown) => (isMissing(error) ? false : Promise.reject(error)),
  );
}

/** Flushes a folder's entries to disk after a rename. */
async function syncFolder(target: string): Promise<void> {
  const handle = await fs.open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
