import { env } from "./env";

/** Which sign-in provider runs: Clerk when both of its keys are configured, else the local one. */
export type AuthProviderName = "local" | "clerk";

export function authProviderName(): AuthProviderName {
  const e = env();
  return e.CLERK_SECRET_KEY && e.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY ? "clerk" : "local";
}

export function isClerkEnabled(): boolean {
  return authProviderName() === "clerk";
}

// Development and tests only: production refuses to start without BETTER_AUTH_SECRET.
const DEVELOPMENT_SECRET = "club-development-secret-never-use-in-production-3f9a";

export function authSecret(): string {
  const secret = env().BETTER_AUTH_SECRET;
  if (secret) return secret;
  if (env().NODE_ENV === "production") {
    throw new Error("Falta BETTER_AUTH_SECRET: el inicio de sesión local no puede funcionar en producción sin él.");
  }
  return DEVELOPMENT_SECRET;
}

export function authBaseUrl(): string {
  return (env().BETTER_AUTH_URL ?? env().SITE_URL).replace(/\/$/, "");
}

/** Origins allowed to post to the sign-in routes. */
export function trustedOrigins(): string[] {
  const extra = env()
    .AUTH_TRUSTED_ORIGINS.split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [...new Set([authBaseUrl(), new URL(env().SITE_URL).origin, ...extra])];
}

/**
 * Called when the server starts: in production the local provider needs a real secret of at
 * least 32 characters, and the server refuses to start otherwise.
 */
export function assertAuthConfiguration(): void {
  if (env().NODE_ENV !== "production" || authProviderName() !== "local") return;
  const secret = env().BETTER_AUTH_SECRET ?? "";
  if (secret.length < 32) {
    throw new Error("BETTER_AUTH_SECRET debe tener al menos 32 caracteres en producción (genera uno con `openssl rand -base64 32`).");
  }
}
