import { z } from "zod";

// Spanish for every generic message zod produces; schemas still give their own wording where the
// specification has one.
z.config(z.locales.es());

export { z };
