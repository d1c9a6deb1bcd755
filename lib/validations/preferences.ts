import * as z from "./zod";

/** The e-mails an investor may turn off (account e-mails cannot be). */
export const preferencesSchema = z.strictObject({
  notifyDocuments: z.boolean({ error: "Valor no válido" }),
  notifyOperations: z.boolean({ error: "Valor no válido" }),
});

export type Preferences = z.output<typeof preferencesSchema>;
