import type { Metadata } from "next";
import Link from "next/link";
import { PublicFrame } from "@/components/layout/public-frame";

export const metadata: Metadata = { title: "404 Page Not Found", robots: { index: false } };

/** Unknown paths: the specification keeps this page in English (docs/specification.md §2); the site's bar and footer frame it. */
export default function NotFound() {
  return (
    <PublicFrame>
      <div className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-4 py-24 text-center">
        <h1 className="text-4xl font-bold">404 Page Not Found</h1>
        <p className="text-muted-foreground">The page you are looking for does not exist.</p>
        <Link href="/" className="font-medium text-primary-strong underline underline-offset-4">
          Volver al inicio
        </Link>
      </div>
    </PublicFrame>
  );
}
