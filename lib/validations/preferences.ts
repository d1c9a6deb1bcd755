import { UPDATE_DELIVERIES } from "./update";
import * as z from "./zod";

/**
 * The e-mails an investor may turn off (account e-mails cannot be), and the commercial ones they
 * may turn on (`notifyNewOperations`, off until they do; absent: unchanged), and how updates reach them.
 */
export const preferencesSchema = z.strictObject({
  notifyDocuments: z.boolean({ error: "Valor no válido" }),
  notifyOperations: z.boolean({ error: "Valor no válido" }),
  notifyNewOperations: z.optional(z.boolean({ error: "Valor no válido" })),
  /** How the operations' updates reach them (absent: unchanged). */
  notifyUpdates: z.optional(z.enum(UPDATE_DELIVERIES, "Valor no válido")),
});

export type Preferences = Required<z.output<typeof preferencesSchema>>;
