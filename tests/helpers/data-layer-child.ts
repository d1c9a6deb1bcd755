// Run as a separate process by tests/standalone/tool-data-layer.test.ts, as scripts/dev.ts and
// scripts/db.ts start: the hook of scripts/server-code.ts first, then the demo's loader, which calls the
// data layer (and through it next/cache). Prints whether the loader came, and what Next's shared
// AsyncLocalStorage instances made on the way are: real ones, or the stand-in that throws in a request.
import "../../scripts/server-code";
import { AsyncLocalStorage } from "node:async_hooks";

const { seedDemoData } = await import("../../prisma/seed");
const shared = Object.getOwnPropertySymbols(globalThis)
  .filter((symbol) => symbol.description?.startsWith("@next/"))
  .map((symbol) => (globalThis as Record<symbol, unknown>)[symbol]);
console.log(
  JSON.stringify({ loader: typeof seedDemoData, shared: shared.length, real: shared.every((store) => store instanceof AsyncLocalStorage) }),
);
