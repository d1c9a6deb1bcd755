import { readFile } from "node:fs/promises";
import path from "node:path";
import { env } from "./env";

/**
 * The one rule about SITE_URL: it is fixed when building. The prerendered pages (Open Graph),
 * robots.txt and the sitemap carry the address the build was given, so a production build fails
 * without it, and a production start refuses an address other than the build's (the e-mails,
 * password links and sign-in origin read it at run time and must agree with the pages).
 */
export function assertSiteUrlForProduction(): void {
  if (env().NODE_ENV !== "production" || env().SITE_URL_GIVEN) return;
  throw new Error(
    "Falta SITE_URL: en producción es obligatoria y se fija al construir (páginas, robots.txt, sitemap, Open Graph). " +
      "Añádela a .env (p. ej. SITE_URL=https://club.example.es) y ejecuta npm run build.",
  );
}

/** The site address a robots.txt names in its `Sitemap:` line, without a trailing slash. */
export function siteUrlOfRobots(robotsTxt: string): string | null {
  const line = robotsTxt.split(/\r?\n/).find((l) => /^sitemap:/i.test(l.trim()));
  const sitemap = line?.trim().replace(/^sitemap:\s*/i, "");
  return sitemap ? sitemap.replace(/\/sitemap\.xml$/, "") : null;
}

export const normalSiteUrl = (url: string) => url.replace(/\/+$/, "");

/**
 * Reads the robots.txt the build prerendered (`<distDir>/server/app/robots.txt.body`, no request
 * and no render on the start's path) and compares its address with SITE_URL: a Spanish explanation
 * when they differ, else null (also when there is nothing to compare with).
 */
export async function builtSiteUrlMismatch(distDir: string, siteUrl = env().SITE_URL): Promise<string | null> {
  let robots: string;
  try {
    robots = await readFile(path.join(distDir, "server", "app", "robots.txt.body"), "utf8");
  } catch {
    return null;
  }
  const built = siteUrlOfRobots(robots);
  if (!built || normalSiteUrl(built) === normalSiteUrl(siteUrl)) return null;
  return (
    `SITE_URL (${siteUrl}) no coincide con la dirección con la que se construyó el sitio (${built}). ` +
    "La dirección se fija al construir: ejecuta npm run build con la SITE_URL correcta."
  );
}
