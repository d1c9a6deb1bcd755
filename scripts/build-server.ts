/**
 * Compiles what runs in production without the development tools (part of `npm run build`):
 * the HTTP entry (server/platform/node/main.ts) and the two tools an operator needs on a server, the database tool
 * (`dist/db.mjs deploy`), `dist/create-admin.mjs` and `dist/purge.mjs`, and the route cache handler Next loads
 * (`dist/route-cache-handler.mjs`, server/platform/cache/route-cache-handler.ts), each bundled with the project's own code
 * (server/, the generated Prisma client; never the demo data's loader) into one ES module under `dist/`. Packages
 * stay external: they come from `npm install --omit=dev`, so everything they load at run time (the
 * migration engine's WASM included) must be a dependency, never a devDependency.
 * The output does not depend on the configuration: one `dist/` serves every build folder.
 */
import { build, type Plugin } from "esbuild";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/** The demo data's loader stays out of the compiled tools: scripts/no-demo-data.ts stands in for it. */
const withoutDemoData: Plugin = {
  name: "without-demo-data",
  setup(build) {
    build.onResolve({ filter: /\/prisma\/seed$/ }, () => ({ path: path.join(root, "scripts/no-demo-data.ts") }));
  },
};

const result = await build({
  absWorkingDir: root,
  entryPoints: {
    server: "server/platform/node/main.ts",
    db: "scripts/db.ts",
    "create-admin": "scripts/create-admin.ts",
    purge: "scripts/purge.ts",
    "route-cache-handler": "server/platform/cache/route-cache-handler.ts",
  },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node24",
  sourcemap: "linked",
  logLevel: "warning",
  tsconfig: "tsconfig.json",
  // The data layer's modules say "server-only" (a package that throws outside React's server build):
  // a tool bundled here is server code by definition (purge.mjs runs server/account/purge.ts).
  alias: { "server-only": "./scripts/server-only.ts" },
  plugins: [withoutDemoData],
  write: false,
});

// Each file replaced in one step (written beside it, then renamed over it): a process starting from
// dist/ meanwhile (another suite of CI's, a server) reads the old file or the new one, never half of one.
for (const file of result.outputFiles) {
  fs.mkdirSync(path.dirname(file.path), { recursive: true });
  const written = `${file.path}.${process.pid}.tmp`;
  fs.writeFileSync(written, file.contents);
  fs.renameSync(written, file.path);
}
