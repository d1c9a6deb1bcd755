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
