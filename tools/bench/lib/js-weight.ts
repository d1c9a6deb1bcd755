/**
 * The JavaScript a page makes the browser download: every external script it references
 * (`<script src>`, `<link rel="modulepreload">`, `<link rel="preload" as="script">`, deduplicated),
 * fetched from the server and gzip-compressed here with zlib at level 9, plus the inline scripts
 * (Next's RSC payload among them), counted separately. `<script nomodule>` (Next's polyfills) is
 * weighed apart and left out of the total: browsers that support modules never download it.
 */
import zlib from "node:zlib";
import { decodedBody, headerValue, isOk, rawGet } from "./http";

export const GZIP_LEVEL = 9;

export type ScriptWeight = { url: string; rawBytes: number; gzipBytes: number; wireBytes: number; wireEncoding: string };

type Totals = { count: number; rawBytes: number; gzipBytes: number; wireBytes: number };

export type PageWeight = {
  path: string;
  htmlRawBytes: number;
  htmlGzipBytes: number;
  scripts: ScriptWeight[];
  nomoduleScripts: ScriptWeight[];
  /** External scripts a modern browser downloads: the figure compared with the target. */
  external: Totals;
  nomodule: Totals;
  inline: { count: number; rawBytes: number; gzipBytes: number };
};

const JS_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value?.replaceAll("&amp;", "&");
}

type PageScripts = { external: string[]; nomodule: string[]; inline: string[] };

/** External script URLs (resolved, in page order, deduplicated), `nomodule` ones apart, and inline JS bodies. */
export function scriptsOf(html: string, pageUrl: string): PageScripts {
  const external = new Set<string>();
  const nomodule = new Set<string>();
  const inline: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? "";
    const src = attribute(attrs, "src");
    if (src) (/\snomodule\b/i.test(attrs) ? nomodule : external).add(new URL(src, pageUrl).href);
    else if (JS_TYPES.has((attribute(attrs, "type") ?? "").toLowerCase())) inline.push(match[2] ?? "");
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    const rel = (attribute(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const as = (attribute(tag, "as") ?? "").toLowerCase();
    const href = attribute(tag, "href");
    if (href && (rel.includes("modulepreload") || (rel.includes("preload") && as === "script"))) external.add(new URL(href, pageUrl).href);
  }
  for (const url of nomodule) external.delete(url);
  return { external: [...external], nomodule: [...nomodule], inline };
}

function gzipSize(bytes: Buffer | string): number {
  return zlib.gzipSync(bytes, { level: GZIP_LEVEL }).length;
}

async function weighScript(url: string, wireHeaders: Record<string, string>): Promise<ScriptWeight> {
  const plain = await rawGet(url, { "accept-encoding": "identity" });
  if (!isOk(plain.status)) throw new Error(`GET ${url} answered ${plain.status}`);
  const body = decodedBody(plain);
  // What the server transfers to a browser that accepts gzip and Brotli (server/platform/node/static-brotli.ts).
  const wire = await rawGet(url, wireHeaders);
  return {
    url,
    rawBytes: body.length,
    gzipBytes: gzipSize(body),
    wireBytes: wire.body.length,
    wireEncoding: headerValue(wire.headers, "content-encoding") ?? "identity",
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function totals(scripts: ScriptWeight[]): Totals {
  return {
    count: scripts.length,
    rawBytes: sum(scripts.map((s) => s.rawBytes)),
    gzipBytes: sum(scripts.map((s) => s.gzipBytes)),
    wireBytes: sum(scripts.map((s) => s.wireBytes)),
  };
}

async function weighAll(urls: string[]): Promise<ScriptWeight[]> {
  const weights: ScriptWeight[] = [];
  for (const url of urls) weights.push(await weighScript(url, { "accept-encoding": "gzip, deflate, br" }));
  return weights;
}

export async function weighPage(baseUrl: string, path: string): Promise<PageWeight> {
  const pageUrl = new URL(path, baseUrl).href;
  const page = await rawGet(pageUrl, { "accept-encoding": "gzip" });
  if (!isOk(page.status)) throw new Error(`GET ${pageUrl} answered ${page.status}`);
  const html = decodedBody(page).toString("utf8");
  const found = scriptsOf(html, pageUrl);
  const scripts = await weighAll(found.external);
  const nomoduleScripts = await weighAll(found.nomodule);
  const inlineText = found.inline.join("\n");
  return {
    path,
    htmlRawBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSize(html),
    scripts,
    nomoduleScripts,
    external: totals(scripts),
    nomodule: totals(nomoduleScripts),
    inline: {
      count: found.inline.length,
      rawBytes: Buffer.byteLength(inlineText),
      gzipBytes: found.inline.length ? gzipSize(inlineText) : 0,
    },
  };
}
