/**
 * The production server of the scale benchmark (`node dist/server.mjs`, as `npm start` runs it, NODE_ENV=production,
 * its own database and dist dir), started as a tracked child in its own process group, and the
 * admin session the measured requests carry.
 */
import fs from "node:fs";
import http from "node:http";
import type { ChildProcess } from "node:child_process";
import { waitUntilServing } from "../http";
import { collectOutput, spawnTracked, stopChild } from "../processes";
import { COMPILED_SERVER } from "../own-state";
import { assertPortFree } from "../services";
import type { ScaleOptions } from "./options";
import { scaleEnv } from "./state";

export type ScaleServer = {
  child: ChildProcess;
  baseUrl: string;
  startupSec: number;
  output: () => string;
  stop: () => Promise<void>;
};

const isDead = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export async function startServer(root: string, options: ScaleOptions, logFile: string): Promise<ScaleServer> {
  await assertPortFree(options.host, options.port);
  const env: NodeJS.ProcessEnv = { ...scaleEnv(options), NODE_ENV: "production", PORT: String(options.port), HOSTNAME: options.host };
  const child = spawnTracked(process.execPath, COMPILED_SERVER, { cwd: root, env });
  child.stdin?.end();
  const output = collectOutput(child, 100_000);
  const log = fs.createWriteStream(logFile, { flags: "a" });
  child.stdout?.on("data", (chunk: Buffer) => log.write(chunk));
  child.stderr?.on("data", (chunk: Buffer) => log.write(chunk));
  child.once("exit", () => log.end());
  const baseUrl = `http://${options.host}:${options.port}`;
  const stop = () => stopChild(child);
  try {
    const startupSec = await waitUntilServing(`${baseUrl}/`, 120_000, () => isDead(child));
    return { child, baseUrl, startupSec, output, stop };
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`the server did not start: ${reason}\n----- server output -----\n${output().trim()}\n-------------------------`);
  }
}

export const ADMIN = { email: "admin@demo.local", password: "demo-password" } as const;

/** Signs in as the demo admin; returns the Cookie header to send back. */
export function signIn(baseUrl: string): Promise<string> {
  const body = JSON.stringify(ADMIN);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/api/auth/sign-in`,
      {
        method: "POST",
        agent: false,
        timeout: 30_000,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin: baseUrl },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          if (status < 200 || status >= 300) {
            reject(new Error(`sign-in answered ${status}: ${Buffer.concat(chunks).toString("utf8").slice(0, 500)}`));
            return;
          }
          const cookies = (response.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]?.trim() ?? "").filter(Boolean);
          if (!cookies.some((cookie) => cookie.includes("session_token="))) {
            reject(new Error(`sign-in set no session cookie (got: ${cookies.map((c) => c.split("=")[0]).join(", ") || "none"})`));
            return;
          }
          resolve(cookies.join("; "));
        });
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("sign-in timed out")));
    request.on("error", reject);
    request.end(body);
  });
}
