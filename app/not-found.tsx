import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "404 Page Not Found", robots: { index: false } };

/** Unknown paths: the specification keeps this page in English. */
export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-4xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist.</p>
      <Link href="/" className="text-primary underline underline-offset-4">
        Volver al inicio
      </Link>
    </main>
  );
}
