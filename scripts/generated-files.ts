import fs from "node:fs";
import path from "node:path";

/**
 * `next build` with a custom dist dir adds `<distDir>/types/**` to tsconfig.json's `include` and
 * points next-env.d.ts at that dir. Neither change belongs to a benchmark: both files are put back
 * afterwards, but only when what differs is exactly Next's doing for `distDir`, so a concurrent
 * edit by someone else is never undone. Returns a function that restores and reports.
 */
export function guardGeneratedFiles(root: string, distDir: string): () => string[] {
  const tsconfigFile = path.join(root, "tsconfig.json");
  const nextEnvFile = path.join(root, "next-env.d.ts");
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined);
  const tsconfigBefore = read(tsconfigFile);
  const nextEnvBefore = read(nextEnvFile);

  return () => {
    const notes: string[] = [];
    const tsconfigAfter = read(tsconfigFile);
    if (tsconfigBefore !== undefined && tsconfigAfter !== undefined && tsconfigAfter !== tsconfigBefore) {
      if (onlyDistIncludesAdded(tsconfigBefore, tsconfigAfter, distDir)) fs.writeFileSync(tsconfigFile, tsconfigBefore);
      else notes.push(`tsconfig.json changed during the build beyond Next's ${distDir} entries: left as it is.`);
    }
    const nextEnvAfter = read(nextEnvFile);
    if (nextEnvAfter !== undefined && nextEnvAfter !== nextEnvBefore && nextEnvAfter.includes(`./${distDir}/`)) {
      if (nextEnvBefore !== undefined) fs.writeFileSync(nextEnvFile, nextEnvBefore);
      else fs.rmSync(nextEnvFile, { force: true });
    }
    return notes;
  };
}

function onlyDistIncludesAdded(before: string, after: string, distDir: string): boolean {
  try {
    const a: unknown = JSON.parse(before);
    const b: unknown = JSON.parse(after);
    if (typeof b !== "object" || b === null || !("include" in b) || !Array.isArray(b.include)) return false;
    const include: unknown[] = b.include;
    const kept = include.filter((entry) => !(typeof entry === "string" && entry.startsWith(`${distDir}/`)));
    return JSON.stringify({ ...b, include: kept }) === JSON.stringify(a);
  } catch {
    return false; // not plain JSON (comments): leave it alone
  }
}
