/**
 * Part of `npm run build`: writes a Brotli copy (`<file>.br`, highest quality) beside every
 * JavaScript and CSS file of the build's `static/` folder, which server/platform/node/static-brotli.ts
 * serves to the browsers that accept it, in the build folder NEXT_DIST_DIR names (`.next` by
 * default), read from the environment and the `.env` files as `next build` reads it.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { compressBrotli } from "../server/platform/node/brotli";
import { env } from "../server/platform/env";
import { loadEnvFiles } from "../server/platform/load-env-files";

const COMPRESSIBLE = new Set([".js", ".css"]);

export async function compressStatic(distDir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const root = path.join(distDir, "static");
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let bytes = 0;
  let brotliBytes = 0;
  await Promise.all(
    files.map(async (file) => {
      const source = await fs.readFile(file);
      const compressed = await compressBrotli(source);
      await fs.writeFile(`${file}.br`, compressed);
      bytes += source.length;
      brotliBytes += compressed.length;
    }),
  );
  return { files: files.length, bytes, brotliBytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  loadEnvFiles(false);
  const distDir = env().NEXT_DIST_DIR;
  const started = performance.now();
  const { files, brotliBytes } = await compressStatic(distDir);
  console.log(
    `• Brotli: ${files} files of ${distDir}/static, ${(brotliBytes / 1024).toFixed(0)} KB, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
