/**
 * The Chromium the project's browser tools use: Playwright's own where the environment names it
 * (PLAYWRIGHT_CHROMIUM_PATH), else the system one (no browser download is possible offline), and
 * the flags that make it quiet and headless-friendly on a server.
 */
import fs from "node:fs";

const SYSTEM_CHROMIUM = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function chromiumPath(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  return SYSTEM_CHROMIUM.find((p) => fs.existsSync(p));
}

/**
 * The browser the end-to-end tests drive: the one PLAYWRIGHT_CHROMIUM_PATH names, else Debian's
 * Chromium headless shell (the same engine without the browser's own interface: the suite runs
 * about a quarter faster), else the system Chromium. Lighthouse keeps the full browser.
 */
export function testBrowserPath(): string | undefined {
  if (process.env.PLAYWRIGHT_CHROMIUM_PATH) return process.env.PLAYWRIGHT_CHROMIUM_PATH;
  return ["/usr/bin/chromium-headless-shell", ...SYSTEM_CHROMIUM].find((p) => fs.existsSync(p));
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
