import type { IncomingMessage, ServerResponse } from "node:http";
import { isPossibleSlug } from "../../../lib/slug";

/**
 * The status of an operation page whose slug no operation has. Under Cache Components, Next 16.4
 * sends a new slug's prerendered shell, with status 200, before the page finds that the operation
 * does not exist (vercel/next.js PR 95561, not in 16.4.6): visitors see the Spanish not-found page,
 * but search engines and link checkers get a 200. So server.ts asks the database first, for the
 * document request of a detail page only, and when no operation has that slug makes the 200 that
 * Next sends a 404 that no cache keeps (the body, Next's not-found page, is unchanged). Requests
 * answered from the response cache never get here: it only holds pages of existing operations.
 * When Next sets the status itself, delete this file and its call in server.ts; the e2e test
 * "an unknown operation answers 404 from its first visit" keeps the behaviour (docs/decisions.md §12).
 */
const DETAIL_PATH = /^\/operations\/([^/]+)$/;

export type SlugExists = (slug: string) => Promise<boolean>;

/** Null when the request is not a detail page's document; else resolves once the status is settled. */
export function settleUnknownOperation(req: IncomingMessage, res: ServerResponse, exists: SlugExists): Promise<void> | null {
  if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.rsc !== undefined) return null;
  const encoded = DETAIL_PATH.exec((req.url ?? "/").split("?", 1)[0]!)?.[1];
  if (!encoded) return null;
  const slug = decodeURIComponent(encoded); // the method gate has already refused a malformed path
  if (!isPossibleSlug(slug)) {
    answerNotFound(res);
    return Promise.resolve();
  }
  // If the database cannot answer, Next renders the page as usual (and fails the same way).
  return exists(slug).then(
    (found) => (found ? undefined : answerNotFound(res)),
    () => undefined,
  );
}

function answerNotFound(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status !== 200) return writeHead(status, ...rest);
    res.setHeader("cache-control", "private, no-store");
    const headers = rest.at(-1);
    if (headers && typeof headers === "object" && !Array.isArray(headers))
      for (const name of Object.keys(headers))
        if (name.toLowerCase() === "cache-control") delete (headers as Record<string, unknown>)[name];
    return writeHead(404, ...rest);
  }) as ServerResponse["writeHead"];
}
