import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);

async function startServer(env: Record<string, string>) {
  try {
    await run(process.execPath, ["--import", "tsx", "server.ts"], {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", DATABASE_URL: "memory://", PORT: "0", ...env },
      timeout: 30_000,
    });
    return { code: 0, stderr: "" };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, stderr: e.stderr };
  }
}

describe("production start-up", () => {
  it("refuses to start with the local provider and no session secret", async () => {
    const result = await startServer({});
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("BETTER_AUTH_SECRET debe tener al menos 32 caracteres en producción");
  });

  it("refuses a secret that is too short", async () => {
    const result = await startServer({ BETTER_AUTH_SECRET: "corto" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("BETTER_AUTH_SECRET");
  });
});
