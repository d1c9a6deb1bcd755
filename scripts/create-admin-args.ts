import { parseArgs } from "node:util";
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "../lib/validations/auth";

/** A required option: missing, it is named ("--email es obligatorio"), never a generic zod text. */
const required = (flag: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `${flag} es obligatorio` : `${flag} debe ser texto`) });

const argsSchema = z.object({
  email: required("--email").trim().toLowerCase().pipe(z.email("--email no es un email válido")),
  password: required("--password")
    .min(PASSWORD_MIN, `--password debe tener al menos ${PASSWORD_MIN} caracteres`)
    .max(PASSWORD_MAX, `--password debe tener como máximo ${PASSWORD_MAX} caracteres`),
  "first-name": required("--first-name").trim().min(1, "--first-name es obligatorio"),
  "last-name": z.string().trim().default(""),
});

const USAGE = "Uso: npm run create-admin -- --email <email> --password <contraseña> --first-name <nombre> [--last-name <apellidos>]";

export type CreateAdminArgs = { email: string; password: string; firstName: string; lastName: string };

/** The command line of `npm run create-admin`; throws one Spanish message naming every bad or missing option. */
export function parseCreateAdminArgs(argv: string[]): CreateAdminArgs {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        "first-name": { type: "string" },
        "last-name": { type: "string" },
      },
    }));
  } catch (error) {
    throw new Error(`Argumentos no válidos (${error instanceof Error ? error.message : error}).\n${USAGE}`);
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) throw new Error(`${parsed.error.issues.map((i) => i.message).join("; ")}\n${USAGE}`);
  const { email, password, "first-name": firstName, "last-name": lastName } = parsed.data;
  return { email, password, firstName, lastName };
}
