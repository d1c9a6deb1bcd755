/**
 * Lets a tool run by tsx load the data layer (server/): its modules say "server-only", a package
 * that throws outside React's server build. Next's bundles and scripts/build-server.ts alias it
 * away; under tsx this hook stands it in with scripts/server-only.ts. A tool imports this first and
 * loads what needs the data layer with import() after it (a static import is resolved before any
 * code runs): scripts/dev.ts and scripts/db.ts, whose demo data is written by the platform's own
 * functions (prisma/demo/history.ts). In a bundle of dist/ nothing asks for "server-only" any more.
 */
import { register } from "node:module";

const standIn = JSON.stringify(new URL("./server-only.ts", import.meta.url).href);
const hook = `export function resolve(specifier, context, next) {
  return specifier === "server-only" ? { url: ${standIn}, shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
