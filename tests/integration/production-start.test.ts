import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { isolatedEnv } from "../helpers/isolated-env";

const run = promisify(execFile);
const SITE_URL = "https://club.example.es";

/** Each case fails before the database is opened and before Next starts: no build is needed. */
async function startServer(env: Record<string, string>) {
  try {
    await run(process.execPath, ["--import", "tsx", "server.ts"], {
      env: isolatedEnv({ NODE_ENV: "production", DATABASE_URL: "memory://", PORT: "0", ...env }),
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
    const result = await startServer({ SITE_URL });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("BETTER_AUTH_SECRET debe tener al menos 32 caracteres en producción");
  });

  it("refuses a secret that is too short", async () => {
    const result = await startServer({ SITE_URL, BETTER_AUTH_SECRET: "corto" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("BETTER_AUTH_SECRET");
  });

  it("refuses to start without SITE_URL, which is fixed at build time", async () => {
    const result = await startServer({ BETTER_AUTH_SECRET: "x".repeat(32) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Falta SITE_URL: en producción es obligatoria");
  });

  it("refuses a bad PORT with the Spanish message of the validated configuration", async () => {
    const result = await startServer({ SITE_URL, BETTER_AUTH_SECRET: "x".repeat(32), PORT: "abc" });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe("Configuración no válida: PORT debe ser un número entero entre 0 y 65535. Revisa .env.example.");
  });
});
