import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsBrotli } from "@/server/platform/node/brotli";
import { staticBrotli } from "@/server/platform/node/static-brotli";
import { compressStatic } from "../../scripts/compress-static";

/** A build folder with two chunks compressed as `npm run build` does, and one left without a copy. */
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "club-brotli-"));
const chunks = path.join(distDir, "static", "chunks");
const script = "export const greeting = 'hola';\n".repeat(200);
const style = "body{color:#111}\n".repeat(200);

const brotli = staticBrotli(distDir);
let nextCalls = 0;
const server = http.createServer((req, res) => {
  if (brotli(req, res, (req.url ?? "/").split("?", 1)[0]!)) return;
  nextCalls++; // what Next would answer
  res.end("next");
});
let port = 0;
let summary: Awaited<ReturnType<typeof compressStatic>>;

beforeAll(async () => {
  fs.mkdirSync(chunks, { recursive: true });
  fs.mkdirSync(path.join(distDir, "static", "media"));
  fs.writeFileSync(path.join(chunks, "app.js"), script);
  fs.writeFileSync(path.join(chunks, "app.css"), style);
  fs.writeFileSync(path.join(distDir, "static", "media", "font.woff2"), "woff2");
  fs.writeFileSync(path.join(distDir, "secret.js"), "outside static/");
  fs.writeFileSync(path.join(distDir, "secret.js.br"), zlib.brotliCompressSync("outside static/"));
  summary = await compressStatic(distDir);
  fs.writeFileSync(path.join(chunks, "late.js"), "built after the compression");
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(distDir, { recursive: true, force: true });
});

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request whose body comes back as sent (fetch would decode the Brotli). */
function request(urlPath: string, acceptEncoding = "gzip, deflate, br", method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: urlPath, method, headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on("error", reject).end();
  });
}

describe("the build's JavaScript and CSS in Brotli", () => {
  it("compresses every .js and .css of static/, and nothing else", () => {
    expect(summary.files).toBe(2);
    expect(fs.existsSync(path.join(chunks, "app.js.br"))).toBe(true);
    expect(fs.existsSync(path.join(chunks, "app.css.br"))).toBe(true);
    expect(fs.existsSync(path.join(distDir, "static", "media", "font.woff2.br"))).toBe(false);
    expect(summary.brotliBytes).toBeLessThan(summary.bytes / 10);
  });

  it("serves the copy, which decodes to the very file, as immutable, to a browser that accepts br", async () => {
    const answer = await request("/_next/static/chunks/app.js?dpl=1");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);

    const css = await request("/_next/static/chunks/app.css");
    expect(css.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(zlib.brotliDecompressSync(css.body).toString()).toBe(style);
  });

  it("answers HEAD with the headers only", async () => {
    const answer = await request("/_next/static/chunks/app.js", "br", "HEAD");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.body.length).toBe(0);
  });

  it("leaves to Next a client without br, a file without a copy, other types, other methods and paths outside static/", async () => {
    const before = nextCalls;
    const leftToNext = [
      await request("/_next/static/chunks/app.js", "gzip, deflate"),
      await request("/_next/static/chunks/app.js", "gzip, br;q=0"),
      await request("/_next/static/chunks/late.js"),
      await request("/_next/static/chunks/missing.js"),
      await request("/_next/static/media/font.woff2"),
      await request("/_next/static/chunks/app.js", "br", "POST"),
      await request("/_next/static/..%2Fsecret.js"),
      await request("/_next/static/%E0%A4%A.js"),
      await request("/operations"),
    ];
    for (const answer of leftToNext) {
      expect(answer.headers["content-encoding"]).toBeUndefined();
      expect(answer.body.toString()).toBe("next");
    }
    expect(nextCalls - before).toBe(leftToNext.length);
  });
});

describe("Accept-Encoding", () => {
  it.each([
    ["br", true],
    ["gzip, deflate, br, zstd", true],
    ["gzip;q=1.0, BR;q=0.5", true],
    ["br;q=0", false],
    ["gzip, deflate", false],
    ["brotli", false],
    ["", false],
  ])("%j accepts Brotli: %s", (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});
