import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * A production folder as the README's "Deploying" makes one: the project's tracked files plus what
 * `npm run build` produced (`generated/`, `dist/` and the build folder, without Next's build cache),
 * copied into `target`, where the caller installs (or has installed) the production packages only.
 */
export function copyForProduction(root: string, target: string, distDir: string): void {
  const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of tracked) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue; // deleted in the work tree, not committed yet
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(from, path.join(target, file));
  }
  for (const folder of ["generated", "dist", distDir]) {
    fs.cpSync(path.join(root, folder), path.join(target, folder), {
      recursive: true,
      filter: (source) => path.relative(path.join(root, distDir), source) !== "cache",
    });
  }
}
