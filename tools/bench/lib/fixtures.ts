/**
 * A fixture is one response captured from the Next server — status, the headers it sent and the
 * body bytes exactly as transferred — that the bare server replays byte for byte.
 */
import type { RawResponse } from "./http";

export type Fixture = {
  path: string;
  status: number;
  /** Header names and values in the order Next sent them, repeated headers kept: [name, value, name, value, …]. */
  rawHeaders: string[];
  bodyBase64: string;
};

/**
 * Headers that describe the connection or the framing rather than the resource: the bare server's
 * own `node:http` sets these (it always sends a content-length; Next may stream with chunked
 * transfer-encoding instead). Everything else Next sent is replayed verbatim.
 */
const CONNECTION_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "date"]);

export function fixtureFrom(path: string, response: RawResponse): Fixture {
  const rawHeaders: string[] = [];
  for (let index = 0; index + 1 < response.rawHeaders.length; index += 2) {
    const name = response.rawHeaders[index] ?? "";
    if (!CONNECTION_HEADERS.has(name.toLowerCase())) rawHeaders.push(name, response.rawHeaders[index + 1] ?? "");
  }
  return { path, status: response.status, rawHeaders, bodyBase64: response.body.toString("base64") };
}

export function isFixtureList(value: unknown): value is Fixture[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === "object" &&
        item !== null &&
        "path" in item &&
        typeof item.path === "string" &&
        "status" in item &&
        typeof item.status === "number" &&
        "rawHeaders" in item &&
        Array.isArray(item.rawHeaders) &&
        item.rawHeaders.every((entry: unknown) => typeof entry === "string") &&
        "bodyBase64" in item &&
        typeof item.bodyBase64 === "string",
    )
  );
}
