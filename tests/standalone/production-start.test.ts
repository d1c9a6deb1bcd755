import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { isolatedEnv } from "../helpers/isolated-env";

const run = promisify(execFile);
const SITE_URL = "https://club.example.es";

/**
 * Each case fails before the database is opened and before Next starts: no build is needed. In
 * production the reason is one JSON log line (pino) on stdout; `errors` are the messages of its
 * error lines.
 */
async function startServer(env: Record<string, string>) {
  let code = 0;
  let stdout = "";
  try {
    ({ stdout } = await run(process.execPath, ["--import", "tsx", "server/platform/node/main.ts"], {
      env: isolatedEnv({ NODE_ENV: "production", DATABASE_URL: "memory://", PORT: "0", ...env }),
      timeout: 30_000,
    }));
  } catch (error) {
    ({ code, stdout } = error as { code: number; stdout: string });
  }
  const errors = stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: string; msg: string })
    .filter((line) => line.level === "error")
    .map((line) => line.msg);
  return { code, errors: errors.join("\n") };
}

describe("production start-up", () => {
  it("refuses to start with the local provider and no session secret", async () => {
    const result = await startServer({ SITE_URL });
    expect(result.code).toBe(1);
    expect(result.errors).toContain("BETTER_AUTH_SECRET debe tener al menos 32 caracteres en producción");
  });

  it("refuses a secret that is too short", async () => {
    const result = await startServer({ SITE_URL, BETTER_AUTH_SECRET: "corto" });
    expect(result.code).toBe(1);
    expect(result.errors).toContain("BETTER_AUTH_SECRET");
  });

  it("refuses to start without SITE_URL, which is fixed at build time", async () => {
    const result = await startServer({ BETTER_AUTH_SECRET: "x".repeat(32) });
    expect(result.code).toBe(1);
    expect(result.errors).toContain("Falta SITE_URL: en producción es obligatoria");
  });

  it("refuses a bad PORT with the Spanish message of the validated configuration", async () => {
    const result = await startServer({ SITE_URL, BETTER_AUTH_SECRET: "x".repeat(32), PORT: "abc" });
    expect(result.code).toBe(1);
    expect(result.errors.trim()).toBe("Configuración no válida: PORT debe ser un número entero entre 0 y 65535. Revisa .env.example.");
  });
});
