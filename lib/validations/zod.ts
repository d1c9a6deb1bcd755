import * as z from "zod/mini";
import es from "zod/v4/locales/es.js";

// zod/mini: the same schemas on the server and in the browser, without shipping the whole of zod
// to every page with a form (its functional API lets the bundler keep only what a schema uses).
// Spanish for every generic message zod produces; schemas still give their own wording where the
// specification has one.
z.config(es());
// No compiled parsers: zod probes `new Function` for them, which the Content Security Policy
// forbids (the browser reports a violation on every page that validates).
z.config({ jitless: true });

export { z };

/** Marks the value being parsed as invalid with `message` (inside a `z.transform`). */
export function invalid(ctx: z.core.ParsePayload, message: string): never {
  ctx.issues.push({ code: "custom", message, input: ctx.value });
  return z.NEVER;
}
