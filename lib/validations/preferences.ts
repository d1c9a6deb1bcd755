import * as z from "./zod";

/**
 * The e-mails an investor may turn off (account e-mails cannot be), and the commercial ones they
 * may turn on (`notifyNewOperations`, off until they do; absent: unchanged).
 */
export const preferencesSchema = z.strictObject({
  notifyDocuments: z.boolean({ error: "Valor no válido" }),
  notifyOperations: z.boolean({ error: "Valor no válido" }),
  notifyNewOperations: z.optional(z.boolean({ error: "Valor no válido" })),
});

export type Preferences = Required<z.output<typeof preferencesSchema>>;
