"use client";

import "./globals.css";
import { ErrorState } from "@/components/shared/error-state";

/** The root layout itself failed: this replaces it, so it brings its own <html> and <body>. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="es" className="dark">
      <body className="bg-background text-foreground">
        <main>
          <ErrorState digest={error.digest} reset={reset} />
        </main>
      </body>
    </html>
  );
}
