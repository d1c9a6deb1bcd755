import { z } from "zod";

/**
 * Every environment variable the app, the custom server and the tools read, validated once, with
 * Spanish messages that name the variable. `.env.example` documents each one. An empty value
 * (`NAME=` in a `.env` copied from `.env.example`) counts as unset.
 * Not `server-only`: the database tool, the custom server and next.config.ts read it too.
 */
const url = (what: string) => z.url({ error: `debe ser una dirección completa (${what})` });
const integer = (min: number, max: number) =>
  z.coerce
    .number({ error: `debe ser un número entero entre ${min} y ${max}` })
    .int({ error: `debe ser un número entero entre ${min} y ${max}` })
    .min(min, { error: `debe ser un número entero entre ${min} y ${max}` })
    .max(max, { error: `debe ser un número entero entre ${min} y ${max}` });

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"], { error: "debe ser development, production o test" }).default("development"),
  DATABASE_URL: z.string().default(""),
  DATABASE_POOL_SIZE: integer(1, 100).default(10),
  /**
   * Public address of the site. Fixed when building (prerendered pages, robots.txt, sitemap,
   * Open Graph): a production build and a production start require it (server/platform/site-url.ts).
   */
  SITE_URL: url("p. ej. https://club.example.es").optional(),
  /** Where server.ts listens. */
  PORT: integer(0, 65535).default(3000),
  HOSTNAME: z.string().trim().min(1, { error: "no puede estar vacío" }).default("localhost"),
  /** Build folder (relative to the project). */
  NEXT_DIST_DIR: z
    .string()
    .trim()
    .refine((dir) => !dir.startsWith("/") && !dir.split(/[\\/]/).includes(".."), {
      error: "debe ser una carpeta dentro del proyecto (ruta relativa, sin ..)",
    })
    .default(".next"),
  /**
   * "off": `next build` skips its type-check. Only the end-to-end tests' build sets it
   * (playwright.config.ts): CI type-checks the whole project once (`npm run typecheck`).
   */
  NEXT_BUILD_TYPECHECK: z.enum(["on", "off"], { error: "debe ser on u off" }).default("on"),
  NEXT_TELEMETRY_DISABLED: z.enum(["1", "0", "true", "false"], { error: "debe ser 1 o 0" }).default("1"),
  /** How many reverse proxies in front of the app append to X-Forwarded-For (0: trust none). */
  TRUSTED_PROXY_HOPS: integer(0, 10).default(0),

  /** Local sign-in (better-auth): signs session cookies. Required in production. */
  BETTER_AUTH_SECRET: z.string().optional(),
  /** Public address the sign-in provider builds its URLs from (default SITE_URL). */
  BETTER_AUTH_URL: url("p. ej. https://club.example.es").optional(),
  /** Extra origins allowed to post sign-in forms, comma-separated (SITE_URL is always allowed). */
  AUTH_TRUSTED_ORIGINS: z.string().default(""),
  /** Clerk: both keys switch the sign-in provider to Clerk. */
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: z.string().optional(),
  CLERK_SECRET_KEY: z.string().optional(),
  /** Level of the JSON log lines (server/platform/log/logger.ts; it reads the variable itself, before this schema). */
  LOG_LEVEL: z
    .enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"], { error: "debe ser debug, info, warn, error o silent" })
    .optional(),
  /** "off" disables server.ts's in-process copy of cacheable public responses. */
  PUBLIC_RESPONSE_CACHE: z.enum(["on", "off"], { error: "debe ser on u off" }).default("on"),
  /** Private files: empty (folder .data/files), file:<folder> or s3://bucket?endpoint=… (server/platform/storage/config.ts). */
  STORAGE_URL: z
    .string()
    .trim()
    .regex(/^(|file:.+|s3:\/\/.+)$/, "usa s3://bucket?endpoint=…, file:<carpeta> o déjala vacía")
    .default(""),
  /**
   * Object store deadlines (S3 driver): how long to wait for a connection, and for an answer to a
   * call or for more bytes mid-transfer; past it a download is a 503 and an upload is refused.
   */
  STORAGE_CONNECT_TIMEOUT_MS: integer(100, 60_000).default(3_000),
  STORAGE_TIMEOUT_MS: integer(500, 600_000).default(15_000),
  /** Largest upload accepted, in megabytes (1 MB = 1,048,576 bytes). */
  UPLOAD_MAX_MB: integer(1, 1024).default(25),
  // Every how many seconds the server runs the club's periodic work (payment reminders).
  PERIODIC_WORK_SECONDS: integer(1, 86_400).default(600),
  /** Outgoing mail: smtp(s)://user:password@host:port. Unset: messages are kept in /admin/correo, never sent. */
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/.+/, { error: "debe empezar por smtp:// o smtps://" })
    .optional(),
  /** Sender of the club's e-mails. */
  MAIL_FROM: z.string().trim().min(3, { error: "no puede estar vacío" }).default("Club Inversión Hipotecaria <no-responder@club.example>"),
  /** Password of the demo accounts created by the demo seed (development only). */
  DEMO_PASSWORD: z.string().min(8, { error: "debe tener al menos 8 caracteres" }).default("demo-password"),
  /** Second factor (TOTP, base32) of the demo admin created by the demo seed (development only). */
  DEMO_TOTP_SECRET: z
    .string()
    .trim()
    .regex(/^[A-Za-z2-7]{16,}$/, { error: "debe ser base32 (letras A-Z y cifras 2-7), al menos 16 caracteres" })
    .default("JBSWY3DPEHPK3PXP"),
});

export type Env = Omit<z.infer<typeof schema>, "SITE_URL"> & {
  /** The given SITE_URL, or http://localhost:3000 outside production. */
  SITE_URL: string;
  /** Whether SITE_URL was given (a production build and start require it). */
  SITE_URL_GIVEN: boolean;
};

export const DEFAULT_SITE_URL = "http://localhost:3000";

let cached: Env | undefined;

/** Validates `source` (default: process.env); throws one Spanish message naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ");
    throw new Error(`Configuración no válida: ${fields}. Revisa .env.example.`);
  }
  const { SITE_URL, ...rest } = parsed.data;
  return { ...rest, SITE_URL: SITE_URL ?? DEFAULT_SITE_URL, SITE_URL_GIVEN: SITE_URL !== undefined };
}

export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
