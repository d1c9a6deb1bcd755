import type { Metadata } from "next";

/**
 * The metadata of a public page: its title and description, shared as the link preview's title,
 * and its canonical address (the same path, whatever query it was reached with).
 */
export function publicPageMetadata({ title, description, path }: { title: string; description: string; path: string }): Metadata {
  return { title, description, openGraph: { title, url: path }, alternates: { canonical: path } };
}
