import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { isolatedEnv } from "../helpers/isolated-env";

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "club-env-files-"));
fs.writeFileSync(
  path.join(dir, ".env"),
  "SITE_URL=https://desde-el-punto-env.example\nBETTER_AUTH_SECRET=un-secreto-de-produccion-de-mas-de-32-caracteres\n",
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function siteUrlSeenIn(env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "tests/helpers/env-files-child.ts", dir], { env, timeout: 30_000 });
  return stdout.trim();
}

describe("the processes a test starts never read the developer's .env", () => {
  it("a process with the test environment ignores a .env beside it", async () => {
    expect(await siteUrlSeenIn(isolatedEnv({}))).toBe("http://localhost:3000");
  });

  it("the same process without it reads that .env (so the test above can fail)", async () => {
    expect(await siteUrlSeenIn({ PATH: process.env.PATH ?? "" } as unknown as NodeJS.ProcessEnv)).toBe(
      "https://desde-el-punto-env.example",
    );
  });
});
