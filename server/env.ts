import { z } from "zod";

/**
 * Every environment variable the app reads, validated once. `.env.example` documents each one.
 * Not `server-only`: the database tool and the custom server read it too.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().default(""),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  SITE_URL: z.url().default("http://localhost:3000"),
  /** How many reverse proxies in front of the app append to X-Forwarded-For (0: trust none). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),

  /** Local sign-in (better-auth): signs session cookies. Required in production. */
  BETTER_AUTH_SECRET: z.string().optional(),
  /** Public address the sign-in provider builds its URLs from (default SITE_URL). */
  BETTER_AUTH_URL: z.url().optional(),
  /** Extra origins allowed to post sign-in forms, comma-separated (SITE_URL is always allowed). */
  AUTH_TRUSTED_ORIGINS: z.string().default(""),
  /** Clerk: both keys switch the sign-in provider to Clerk. */
  NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: z.string().optional(),
  CLERK_SECRET_KEY: z.string().optional(),
  /** "off" disables server.ts's in-process copy of cacheable public responses. */
  PUBLIC_RESPONSE_CACHE: z.enum(["on", "off"]).default("on"),
  /** Private files: empty (folder .data/files), file:<folder> or s3://bucket?endpoint=… (server/storage/config.ts). */
  STORAGE_URL: z
    .string()
    .trim()
    .regex(/^(|file:.+|s3:\/\/.+)$/, "usa s3://bucket?endpoint=…, file:<carpeta> o déjala vacía")
    .default(""),
  /** Largest upload accepted, in megabytes (1 MB = 1,048,576 bytes). */
  UPLOAD_MAX_MB: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: "debe ser un número de megabytes" })
      .int("debe ser un número entero de megabytes")
      .min(1, "debe ser al menos 1 MB")
      .max(1024, "no puede pasar de 1024 MB")
      .default(25),
  ),
  /** Password of the demo accounts created by the demo seed (development only). */
  DEMO_PASSWORD: z.string().min(8).default("demo-password"),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Configuración no válida (${fields}). Revisa .env.example.`);
    }
    cached = parsed.data;
  }
  return cached;
}
