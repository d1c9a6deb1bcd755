import type { MetadataRoute } from "next";
import { env } from "@/server/platform/env";
import { LEGAL_PAGES } from "@/lib/legal";
import { getOperationSlugs } from "@/server/operations/public";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env().SITE_URL.replace(/\/$/, "");
  const pages = ["", "/operations", "/how-it-works", "/resultados", "/contact"].map((path) => ({
    url: `${base}${path}`,
    changeFrequency: "weekly" as const,
    priority: path === "" ? 1 : 0.8,
  }));
  const legal = Object.values(LEGAL_PAGES).map(({ path }) => ({
    url: `${base}${path}`,
    changeFrequency: "monthly" as const,
    priority: 0.3,
  }));
  const operations = (await getOperationSlugs()).map(({ slug, updatedAt }) => ({
    url: `${base}/operations/${slug}`,
    lastModified: updatedAt,
    changeFrequency: "weekly" as const,
    priority: 0.7,
  }));
  return [...pages, ...legal, ...operations];
}
