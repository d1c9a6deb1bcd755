/**
 * Lets a tool run by tsx load the data layer (server/): its modules say "server-only", a package
 * that throws outside React's server build. Next's bundles and scripts/build-server.ts alias it
 * away; under tsx this hook stands it in with scripts/server-only.ts. A tool imports this first and
 * loads what needs the data layer with import() after it (a static import is resolved before any
 * code runs): scripts/dev.ts and scripts/db.ts, whose demo data is written by the platform's own
 * functions (prisma/demo/history.ts). In a bundle of dist/ nothing asks for "server-only" any more.
 *
 * The data layer also imports next/cache, whose module makes Next's shared AsyncLocalStorage on load
 * and keeps it on globalThis: loaded before Next's server has put AsyncLocalStorage on globalThis
 * (next/dist/server/node-environment-baseline.js), it makes a stand-in that throws when Next later
 * serves a request ("AsyncLocalStorage accessed in runtime where it is not available"). It is put
 * there first, as Next's own baseline does.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { register } from "node:module";

const nextGlobals = globalThis as { AsyncLocalStorage?: typeof AsyncLocalStorage };
nextGlobals.AsyncLocalStorage ??= AsyncLocalStorage;

const standIn = JSON.stringify(new URL("./server-only.ts", import.meta.url).href);
const hook = `export function resolve(specifier, context, next) {
  return specifier === "server-only" ? { url: ${standIn}, shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
