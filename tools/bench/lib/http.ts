/**
 * Plain HTTP/1.1 requests that keep the body exactly as sent on the wire (no automatic
 * decompression, unlike fetch), plus the helpers built on them.
 */
import http from "node:http";
import zlib from "node:zlib";
import { delay } from "./processes";

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Header names and values exactly as received: [name, value, name, value, …]. */
  rawHeaders: string[];
  /** The body bytes as received (still gzip-encoded when content-encoding says so). */
  body: Buffer;
};

export function rawGet(url: string, headers: Record<string, string>, timeoutMs = 15_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false, timeout: timeoutMs }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${url} timed out after ${timeoutMs} ms`)));
    request.on("error", reject);
  });
}

/** The body decoded according to its content-encoding. */
export function decodedBody(response: RawResponse): Buffer {
  const encoding = headerValue(response.headers, "content-encoding");
  if (encoding === "gzip") return zlib.gunzipSync(response.body);
  if (encoding === "br") return zlib.brotliDecompressSync(response.body);
  if (encoding === "deflate") return zlib.inflateSync(response.body);
  return response.body;
}

export function headerValue(headers: http.IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

export function isOk(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Polls `url` until it answers 2xx, the child dies (`isDead`) or `timeoutMs` passes. */
export async function waitUntilServing(url: string, timeoutMs: number, isDead: () => boolean): Promise<number> {
  const started = performance.now();
  let last = "no answer";
  while (performance.now() - started < timeoutMs) {
    if (isDead()) throw new Error(`the server exited before answering ${url}`);
    try {
      const response = await rawGet(url, {}, 10_000);
      if (isOk(response.status)) return (performance.now() - started) / 1000;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await delay(250);
  }
  throw new Error(`${url} did not answer 2xx within ${timeoutMs / 1000} s (last: ${last})`);
}

/** The slug of the first public operation: the detail page the benchmarks measure. */
export async function pickSlug(baseUrl: string): Promise<string> {
  const response = await rawGet(`${baseUrl}/api/operations`, { "accept-encoding": "gzip" });
  if (!isOk(response.status)) throw new Error(`GET /api/operations answered ${response.status}`);
  const parsed: unknown = JSON.parse(decodedBody(response).toString("utf8"));
  const first: unknown = Array.isArray(parsed) ? parsed[0] : undefined;
  if (typeof first !== "object" || first === null || !("slug" in first) || typeof first.slug !== "string") {
    throw new Error("GET /api/operations returned no operation with a slug (is the bench database seeded?)");
  }
  return first.slug;
}
