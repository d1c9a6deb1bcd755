import type { MetadataRoute } from "next";
import { env } from "@/server/platform/env";

export default function robots(): MetadataRoute.Robots {
  const base = env().SITE_URL.replace(/\/$/, "");
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/admin", "/investor", "/handler", "/api/"] }],
    sitemap: `${base}/sitemap.xml`,
  };
}
