/**
 * The Chromium the project's browser tools use: Playwright's own where the environment names it
 * (PLAYWRIGHT_CHROMIUM_PATH), else the system one (no browser download is possible offline), and
 * the flags that make it quiet and headless-friendly on a server.
 */
import fs from "node:fs";

export function chromiumPath(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  return ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => fs.existsSync(p));
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
