import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { acceptsBrotli } from "./brotli";

export const STATIC_PREFIX = "/_next/static/";
const CONTENT_TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
};
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The build's JavaScript and CSS (`/_next/static/…`) in Brotli for the browsers that accept it:
 * about 15 % fewer bytes than the gzip Next compresses them with, which a phone on a slow network
 * waits for before the page works (docs/decisions.md §14). The `.br` copies are written beside the
 * files by `npm run build` (scripts/compress-static.ts); a file without one, a client that does not
 * accept Brotli, or anything else goes on to Next as before. Returns whether it answered.
 */
export function staticBrotli(distDir: string): (req: IncomingMessage, res: ServerResponse, urlPath: string) => boolean {
  const root = path.resolve(distDir, "static");
  const sizes = new Map<string, number>(); // the .br files found so far (the build's files never change)
  return (req, res, urlPath) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !urlPath.startsWith(STATIC_PREFIX)) return false;
    const contentType = CONTENT_TYPES[path.extname(urlPath)];
    if (!contentType || !acceptsBrotli(req.headers["accept-encoding"])) return false;
    const file = compressedCopy(root, urlPath.slice(STATIC_PREFIX.length));
    if (!file) return false;
    let size = sizes.get(file);
    if (size === undefined) {
      size = sizeOf(file);
      if (size === undefined) return false;
      sizes.set(file, size);
    }
    res.writeHead(200, {
      "content-type": contentType,
      "content-encoding": "br",
      "content-length": size,
      "cache-control": IMMUTABLE,
      vary: "Accept-Encoding",
    });
    if (req.method === "HEAD") res.end();
    else
      fs.createReadStream(file)
        .on("error", () => res.destroy())
        .pipe(res);
    return true;
  };
}

/** The `.br` file for a path under `static/`, or null when the path leaves that folder. */
function compressedCopy(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  const file = path.resolve(root, `${decoded}.br`);
  return file.startsWith(root + path.sep) ? file : null;
}

function sizeOf(file: string): number | undefined {
  try {
    const stat = fs.statSync(file);
    return stat.isFile() ? stat.size : undefined;
  } catch {
    return undefined;
  }
}
