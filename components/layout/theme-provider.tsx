"use client";

import { ThemeProvider as NextThemesProvider } from "next-themes";

/** Light or dark, dark by default, kept in localStorage under "theme" as a class on <html>. */
export function ThemeProvider({ children }: { children: React.ReactNode }) {
  return (
    <NextThemesProvider attribute="class" defaultTheme="dark" storageKey="theme" enableSystem={false} disableTransitionOnChange>
      {children}
    </NextThemesProvider>
  );
}
