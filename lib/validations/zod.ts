import { z } from "zod";

// Spanish for every generic message zod produces; schemas still give their own wording where the
// specification has one.
z.config(z.locales.es());
// No compiled parsers: zod probes `new Function` for them, which the Content Security Policy
// forbids (the browser reports a violation on every page that validates).
z.config({ jitless: true });

export { z };
