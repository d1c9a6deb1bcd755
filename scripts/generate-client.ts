/**
 * `npm run db:generate`: the Prisma client in `generated/prisma`, made again only when what it is
 * made from changed (the schema, prisma.config.ts, the Prisma packages' versions). Every test
 * script starts with it; in CI two suites start at once, and a second generation rewriting the
 * client while the other suite loads it could hand that suite half a file.
 */
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const output = path.join(root, "generated/prisma");
const stamp = path.join(output, ".made-from");

const inputs = createHash("sha256");
for (const file of [
  "prisma/schema.prisma",
  "prisma.config.ts",
  "node_modules/prisma/package.json",
  "node_modules/@prisma/client/package.json",
]) {
  inputs.update(file).update(fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file)) : "");
}
const madeFrom = inputs.digest("hex");

if (fs.existsSync(path.join(output, "client.ts")) && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === madeFrom) process.exit(0);

const generated = spawnSync("npx", ["prisma", "generate", "--no-hints"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: "scripts/no-schema-engine.sh",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
if (generated.status !== 0) process.exit(generated.status ?? 1);
fs.writeFileSync(stamp, madeFrom);
