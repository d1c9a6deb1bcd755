import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { inProcessCopiesTrusted } from "../bus/trust";
import { acceptsBrotli, reencodeBrotli } from "./brotli";
import { publicCacheEpoch } from "../cache/public-cache-epoch";

/**
 * An in-process copy of the public responses that Next itself serves from its cache (what a CDN
 * in front would do): the same bytes, replayed without going through Next's request pipeline.
 * It only keeps what Next marked as shared-cacheable (`s-maxage`), only for the public paths, and
 * it forgets everything whenever the public cache tags are invalidated (server/platform/cache/cache-tags.ts).
 * For a browser that accepts Brotli, the copy is re-encoded in Brotli once kept (Next sends only
 * gzip): the pages' HTML goes from 16–18 KB to 12–13 KB, within the first round trip of a new
 * connection (docs/decisions.md §14).
 */
const PUBLIC_PATH =
  /^\/(?:operations(?:\/[a-z0-9_-]+)?|how-it-works|contact|api\/operations(?:\/slug\/[a-z0-9_-]+)?|sitemap\.xml|robots\.txt)?$/;
const ROUTER_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-action", "next-url"];
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length"]);
/** Fast enough to re-encode a 200 KB page in a few milliseconds, within 10 % of the highest quality. */
const BROTLI_QUALITY = 9;

type Entry = { status: number; headers: OutgoingHttpHeaders; body: Buffer; expiresAt: number; epoch: number };

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** Per path, the epochs at which its requests now being answered by Next arrived. */
  private readonly inFlight = new Map<string, number[]>();

  constructor(private readonly maxEntries = 300) {}

  /** The cache key of a request that may be answered from the cache, or null. */
  keyOf(req: IncomingMessage): string | null {
    if (req.method !== "GET" || !req.url) return null;
    const [path, query] = req.url.split("?");
    if (query !== undefined || !path || !PUBLIC_PATH.test(path)) return null;
    if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
    const encoding = String(req.headers["accept-encoding"] ?? "")
      .replace(/\s+/g, "")
      .toLowerCase();
    return `${path}\n${encoding}`;
  }

  /** Answers from the cache when it can; returns whether it did. */
  serve(req: IncomingMessage, res: ServerResponse, key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (!inProcessCopiesTrusted()) return false;
    if (entry.epoch !== publicCacheEpoch() || entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return false;
    }
    const etag = entry.headers.etag;
    if (etag && req.headers["if-none-match"] === etag) {
      res.writeHead(304, { etag: String(etag), "cache-control": String(entry.headers["cache-control"] ?? "") });
      res.end();
      return true;
    }
    res.writeHead(entry.status, { ...entry.headers, "content-length": entry.body.length });
    res.end(entry.body);
    return true;
  }

  /**
   * Lets Next answer, keeping a copy of the response if it is shared-cacheable and nothing was
   * invalidated since the oldest request for the same path that was still being answered when this
   * one arrived: Next hands concurrent requests for a page one render, so a request that arrives
   * after an edit may be given a render that began before it (docs/decisions.md §16).
   */
  capture(res: ServerResponse, key: string): void {
    const path = key.slice(0, key.indexOf("\n"));
    const arrived = publicCacheEpoch();
    const pending = this.inFlight.get(path) ?? [];
    const epoch = Math.min(arrived, ...pending);
    pending.push(arrived);
    this.inFlight.set(path, pending);
    const settle = () => {
      res.off("close", settle);
      pending.splice(pending.indexOf(arrived), 1);
      if (!pending.length && this.inFlight.get(path) === pending) this.inFlight.delete(path);
    };
    res.once("close", settle);
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown) => {
      if (typeof chunk === "string") chunks.push(Buffer.from(chunk));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk);
      return write(chunk, ...rest);
    }) as ServerResponse["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && typeof chunk !== "function") keep(chunk);
      return end(chunk, ...rest);
    }) as ServerResponse["end"];
    res.once("finish", () => this.store(key, res, Buffer.concat(chunks), epoch));
  }

  private store(key: string, res: ServerResponse, body: Buffer, epoch: number): void {
    const maxAge = /s-maxage=(\d+)/.exec(String(res.getHeader("cache-control") ?? ""))?.[1];
    if (res.statusCode !== 200 || !maxAge || res.getHeader("set-cookie") !== undefined) return;
    // Next answered from an entry past its time while it renders the page again: a copy would outlive that render.
    if (res.getHeader("x-nextjs-cache") === "STALE") return;
    if (epoch !== publicCacheEpoch()) return; // invalidated while this response was being made
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(res.getHeaders())) if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    const entry: Entry = { status: 200, headers, body, expiresAt: Date.now() + Number(maxAge) * 1000, epoch };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    if (acceptsBrotli(key.slice(key.indexOf("\n") + 1))) void this.reencode(key, entry);
  }

  /** Replaces a kept copy by its Brotli version, unless the copy has gone or changed meanwhile. */
  private async reencode(key: string, entry: Entry): Promise<void> {
    const encoding = entry.headers["content-encoding"];
    const body = await reencodeBrotli(entry.body, typeof encoding === "string" ? encoding : undefined, BROTLI_QUALITY).catch(() => null);
    if (!body || body.length >= entry.body.length || this.entries.get(key) !== entry) return;
    this.entries.set(key, { ...entry, body, headers: { ...entry.headers, "content-encoding": "br" } });
  }
}
