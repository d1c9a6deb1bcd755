import localFont from "next/font/local";

/**
 * Geist (SIL Open Font License 1.1, app/fonts/LICENSE.txt), its variable file cut to the Latin
 * characters and OpenType features a Spanish page uses (app/fonts/README.md says how): 26 KB instead of the 69 KB of
 * the `geist` package's file. On a phone's connection that font is part of the first paint of the
 * pages' largest text, so its size is part of their LCP.
 */
export const siteFont = localFont({
  src: "./fonts/Geist-Variable-latin.woff2",
  variable: "--font-geist-sans",
  weight: "100 900",
});
