// An S3-compatible HTTP server (s3rver) for the storage tests, run as its own process so that the
// test process measures only its own memory. Usage: node s3-server-child.mjs <directory> <bucket>
// Prints {"port":N} once it listens on 127.0.0.1 (port chosen by the OS); stops on SIGTERM.
import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import S3rver from "s3rver";

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) throw new Error("usage: s3-server-child <directory> <bucket>");

const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
await s3rver.configureBuckets();
const handle = s3rver.callback();

// s3rver 3.7 does not implement AbortMultipartUpload (DELETE ?uploadId=…); real S3 stores do.
// Answer it the way S3 does, removing the parts, so a test can check that nothing is left behind.
async function abortMultipartUpload(request, response) {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  const uploadId = url.searchParams.get("uploadId") ?? "";
  const bucketName = url.pathname.split("/")[1] ?? "";
  if (!/^[0-9a-f]+$/.test(uploadId)) {
    response.writeHead(404).end();
    return;
  }
  await fs.rm(path.join(s3rver.store.getResourcePath(bucketName, undefined, "uploads"), uploadId), {
    recursive: true,
    force: true,
  });
  response.writeHead(204).end();
}

const server = http.createServer((request, response) => {
  if (request.method === "DELETE" && /[?&]uploadId=/.test(request.url ?? "")) {
    abortMultipartUpload(request, response).catch(() => response.writeHead(500).end());
    return;
  }
  handle(request, response);
});

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === "object" ? address?.port : 0 })}\n`);
});

process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
