import { config, NEVER, type core } from "zod/mini";
import es from "zod/v4/locales/es.js";

// zod/mini: the same schemas on the server and in the browser, without shipping the whole of zod
// to every page with a form. Its functions are re-exported one by one (`import * as z from
// "./zod"` in the schemas), never as one namespace object, so the bundler keeps only those used.
// Spanish for every generic message zod produces; schemas still give their own wording where the
// specification has one (docs/specification.md §5).
config(es());
// No compiled parsers: zod probes `new Function` for them, which the Content Security Policy
// forbids (the browser reports a violation on every page that validates).
config({ jitless: true });

export * from "zod/mini";

/** Marks the value being parsed as invalid with `message` (inside a `z.transform`). */
export function invalid(ctx: core.ParsePayload, message: string): never {
  ctx.issues.push({ code: "custom", message, input: ctx.value });
  return NEVER;
}
