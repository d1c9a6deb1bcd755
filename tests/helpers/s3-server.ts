import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** s3rver's data folder: objects and unfinished multipart uploads live here. */
  directory: string;
  /** Stops the server's process (SIGSTOP): it still accepts connections (the kernel does) but never answers. */
  freeze(): void;
  /** Lets it run again (SIGCONT): it then handles what it was sent meanwhile. */
  thaw(): void;
  stop(): Promise<void>;
}

const child = path.join(path.dirname(new URL(import.meta.url).pathname), "s3-server-child.mjs");

/** Starts a real S3-compatible HTTP server on 127.0.0.1 (free port) in its own process, with one bucket. */
export async function startS3Server(bucket = "club-test"): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "club-s3-"));
  const process_ = spawn(process.execPath, [child, directory, bucket], { stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise<void>((resolve) => process_.once("exit", () => resolve()));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the S3 test server did not start within 15 s")), 15_000);
    process_.once("exit", (code) => reject(new Error(`the S3 test server exited (${code})`)));
    readline.createInterface({ input: process_.stdout! }).once("line", (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { port: number }).port);
    });
  });

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    freeze: () => process_.kill("SIGSTOP"),
    thaw: () => process_.kill("SIGCONT"),
    async stop() {
      if (process_.exitCode === null) process_.kill("SIGCONT"); // a stopped process handles SIGTERM only once continued
      if (process_.exitCode === null) process_.kill("SIGTERM");
      await exited;
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
