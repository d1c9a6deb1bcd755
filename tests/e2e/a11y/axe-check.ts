import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { checkContrastByPixels } from "./pixel-contrast";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA (issue 14). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Which of axe's rules a mode runs: all of them, only colour contrast, or all but colour contrast. */
export type Rules = "all" | "colour" | "layout";

export type Mode = { viewport: "desktop" | "phone"; theme: "dark" | "light"; rules: Rules };

/**
 * Every page and every dialog is checked in these three modes. What the theme changes is colour,
 * what the width changes is layout: each theme's colours are checked at 1280 px (the second mode
 * runs the colour-contrast rule only: the markup, names and roles are the same as in the first),
 * and the layout at 375 px in the light theme, with every rule but colour contrast (the colours are
 * the same tokens as at 1280 px; the contrast rule was 80–90 % of axe's time in a mode). What only a
 * phone shows, the menu that opens from the bar or the sidebar's sheet, is checked open in both
 * themes with every rule (pages.spec.ts). A fourth mode, the dark theme's colours at 375 px, cost a
 * quarter of the walk's time (41 of 206 s of axe) and had never found what the other three did not.
 */
export const MODES: Mode[] = [
  { viewport: "desktop", theme: "dark", rules: "all" },
  { viewport: "desktop", theme: "light", rules: "colour" },
  { viewport: "phone", theme: "light", rules: "layout" },
];

/** Both themes' colours at 1280 px: the modes of the back-office's pages and dialogs but a few (pages.spec.ts). */
export const DESKTOP_MODES = MODES.filter((mode) => mode.viewport === "desktop");

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } } as const;

/** One finding, as a line a person can act on. */
export type Finding = string;

const label = (where: string, mode: Mode) => `${where} [${mode.viewport}, ${mode.theme}]`;

/**
 * Puts the page in a mode without reloading it: the viewport (the sidebar turns into a sheet
 * below 768 px by itself) and the theme, through next-themes (a change of its storage key, as
 * another tab would make), so one loaded page serves all four checks.
 */
export async function enterMode(page: Page, mode: Mode) {
  const size = SIZES[mode.viewport];
  const current = page.viewportSize();
  if (current?.width !== size.width || current.height !== size.height) await page.setViewportSize(size);
  // The switch goes through next-themes' storage listener, which exists only once the page has
  // hydrated: the event is sent again until the class changes, and a page that never switches fails
  // here rather than being read half in one theme (a client-rendered form once was).
  await page.evaluate(async (theme) => {
    // Colours are checked at rest: no transition or animation carries one theme's colour into the
    // other (a value in the detail page's scenarios was once read in the dark theme's text colour on
    // the light theme's background). Nothing at rest changes.
    if (!document.getElementById("axe-at-rest")) {
      const style = document.createElement("style");
      style.id = "axe-at-rest";
      style.textContent =
        "*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }";
      document.head.append(style);
    }
    localStorage.setItem("theme", theme);
    for (let i = 0; i < 250 && !document.documentElement.classList.contains(theme); i++) {
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: theme, storageArea: localStorage }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (!document.documentElement.classList.contains(theme)) throw new Error(`The page never switched to the ${theme} theme`);
    // Colours are read at rest: on a busy machine the page once still showed the old theme's text
    // colour in the sidebar after two frames. Wait until two frames in a row compute the same colours.
    // A frame, or 250 ms when the browser paints none (a run once hung here until the test's timeout).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 250);
      });
    const colours = () =>
      Array.from(document.querySelectorAll("body *"), (element) => {
        const style = getComputedStyle(element);
        return `${style.color}/${style.backgroundColor}`;
      }).join();
    let before = colours();
    for (let i = 0; i < 50; i++) {
      await frame();
      const now = colours();
      if (now === before) return;
      before = now;
    }
    throw new Error(`The colours of the page never settled in the ${theme} theme`);
  }, mode.theme);
}

/**
 * Tables scroll inside their box, so axe cannot see behind the columns that are scrolled out of
 * it and leaves them "needs review". While axe looks, the boxes show everything (same colours,
 * nothing clipped).
 */
async function unclip(page: Page, on: boolean) {
  await page.evaluate((enable) => {
    document.getElementById("axe-unclip")?.remove();
    if (!enable) return;
    const style = document.createElement("style");
    style.id = "axe-unclip";
    style.textContent = "[data-slot=table-container] { overflow: visible !important; }";
    document.head.append(style);
  }, on);
}

/**
 * Runs axe with the WCAG tags on the page (or only inside `scope`, e.g. an open dialog): its
 * violations, and its colour-contrast "needs review" items decided from the pixels (the site sets
 * every colour, so none may stay undecided).
 */
export async function axeFindings(page: Page, where: string, mode: Mode, scope?: string): Promise<Finding[]> {
  // Only violations and undecided items are collected in full (passes are counted, not listed):
  // faster. (options() replaces every option, so it comes before the tags that set runOnly.)
  // Legacy mode runs axe in the page itself: the default opens a blank page for every run to
  // merge the results of frames, and the club's pages have none.
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations", "incomplete"] })
    .withTags(WCAG_TAGS);
  if (mode.rules === "colour") builder = builder.withRules(["color-contrast"]);
  if (mode.rules === "layout") builder = builder.disableRules(["color-contrast"]);
  if (scope) builder = builder.include(scope);
  const started = Date.now();
  await unclip(page, true);
  const results = await builder.analyze().finally(() => unclip(page, false));
  const analysed = Date.now();
  const findings = results.violations.map(
    (v) =>
      `${label(where, mode)} · ${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} (${n.failureSummary?.split("\n")[1]?.trim() ?? ""})`).join(" | ")}`,
  );
  const undecided = results.incomplete
    .filter((r) => r.id === "color-contrast")
    .flatMap((r) => r.nodes.map((n) => String(n.target[n.target.length - 1])));
  for (const failure of await checkContrastByPixels(page, undecided)) {
    findings.push(`${label(where, mode)} · color-contrast (pixels): ${failure.selector} ${failure.ratio}:1 < ${failure.required}:1`);
  }
  if (process.env.A11Y_TIMING)
    console.log(`  ${label(where, mode)}: axe ${analysed - started} ms, ${undecided.length} by pixels ${Date.now() - analysed} ms`);
  return findings;
}

/** Checks the page (or `scope`) in every mode of `modes`; returns what was found, labelled with where and how. */
export async function checkAllModes(page: Page, where: string, scope?: string, modes: Mode[] = MODES): Promise<Finding[]> {
  const found: Finding[] = [];
  for (const mode of modes) {
    await enterMode(page, mode);
    found.push(...(await axeFindings(page, where, mode, scope)));
  }
  return found;
}
