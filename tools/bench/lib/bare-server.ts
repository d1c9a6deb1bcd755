/**
 * The baseline of the benchmark: a bare `node:http` server that replays the responses captured
 * from Next (lib/fixtures.ts) byte for byte — same status, same headers, same (already
 * compressed) body — doing no work per request beyond a Map lookup. It runs in its own process so
 * that it shares no event loop with the load generator or the benchmark itself.
 *
 *   node --import tsx tools/bench/lib/bare-server.ts <fixtures.json> <port> [host]
 *
 * Prints one line `READY <port>` when listening. Exits when its stdin closes (the benchmark that
 * started it went away) or on SIGTERM/SIGINT.
 */
import fs from "node:fs";
import http from "node:http";
import { isFixtureList } from "./fixtures";

type Reply = { status: number; rawHeaders: string[]; body: Buffer };

function loadReplies(file: string): Map<string, Reply> {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  if (!isFixtureList(parsed)) throw new Error(`${file} is not a list of fixtures`);
  const replies = new Map<string, Reply>();
  for (const fixture of parsed) {
    const body = Buffer.from(fixture.bodyBase64, "base64");
    const rawHeaders = [...fixture.rawHeaders, "Content-Length", String(body.length)];
    replies.set(fixture.path, { status: fixture.status, rawHeaders, body });
  }
  return replies;
}

function main() {
  const [file, portText, host = "127.0.0.1"] = process.argv.slice(2);
  if (!file || !portText) throw new Error("usage: bare-server.ts <fixtures.json> <port> [host]");
  const replies = loadReplies(file);

  const server = http.createServer((request, response) => {
    const reply = replies.get(request.url ?? "");
    if (!reply) {
      response.writeHead(404, { "content-type": "text/plain" }).end("not a benchmarked path");
      return;
    }
    response.writeHead(reply.status, reply.rawHeaders);
    response.end(reply.body);
  });
  server.keepAliveTimeout = 65_000; // as server.ts
  server.listen(Number(portText), host, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : Number(portText);
    process.stdout.write(`READY ${port}\n`);
  });

  const stop = () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  process.stdin.on("end", stop);
  process.stdin.on("close", stop);
  process.stdin.resume();
}

main();
