import type { Page } from "@playwright/test";
import sharp from "sharp";

/**
 * The colour-contrast checks axe leaves to a person ("needs review": text over a gradient, over an
 * SVG, a one-character label…), decided from the rendered pixels: the text is made transparent,
 * what is behind its line boxes is captured, and the text colour is compared with every one of
 * those pixels. The worst pixel must reach WCAG 1.4.3 (4.5:1, or 3:1 for large text).
 */
type Rgba = [number, number, number, number];
type Probe = { rects: { x: number; y: number; width: number; height: number }[]; color: Rgba; required: number };

function luminance([r, g, b]: number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

export function contrast(a: number[], b: number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Where each element's text is (its line boxes, cut to what is visible), its colour and the contrast it needs. */
async function measure(page: Page, selectors: string[]): Promise<(Probe | null)[]> {
  return page.evaluate((list) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    return list.map((sel) => {
      const element = document.querySelector<HTMLElement>(sel);
      if (!element) return null;
      const style = getComputedStyle(element);
      // The computed colour may be lab() or oklch(): the canvas turns any CSS colour into sRGB bytes.
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = style.color;
      context.fillRect(0, 0, 1, 1);
      const [red = 0, green = 0, blue = 0, alpha = 255] = context.getImageData(0, 0, 1, 1).data;
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      const required = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
      const range = document.createRange();
      range.selectNodeContents(element);
      let rects = [...range.getClientRects()].filter((r) => r.width >= 1 && r.height >= 1);
      if (rects.length === 0) rects = [element.getBoundingClientRect()];
      // Only what can be seen: inside every box that clips it (a table scrolled sideways) and the window.
      let visible = new DOMRect(0, 0, innerWidth, innerHeight);
      for (let box = element.parentElement; box; box = box.parentElement) {
        const overflow = getComputedStyle(box);
        if (overflow.overflowX === "visible" && overflow.overflowY === "visible") continue;
        const r = box.getBoundingClientRect();
        const left = Math.max(visible.left, r.left);
        const top = Math.max(visible.top, r.top);
        visible = new DOMRect(
          left,
          top,
          Math.max(0, Math.min(visible.right, r.right) - left),
          Math.max(0, Math.min(visible.bottom, r.bottom) - top),
        );
      }
      const shown = rects
        .map((r) => {
          const left = Math.max(r.left, visible.left);
          const top = Math.max(r.top, visible.top);
          return { x: left, y: top, width: Math.min(r.right, visible.right) - left, height: Math.min(r.bottom, visible.bottom) - top };
        })
        .filter((r) => r.width >= 1 && r.height >= 1);
      return { rects: shown, color: [red, green, blue, alpha / 255] as [number, number, number, number], required };
    });
  }, selectors);
}

/** Makes the text of these elements transparent (or shows it again), so the screenshot holds only what is behind it. */
async function hideText(page: Page, selectors: string[], hide: boolean) {
  await page.evaluate(
    ({ list, on }) => {
      document.getElementById("contrast-probe-style")?.remove();
      document.querySelectorAll("[data-contrast-probe]").forEach((element) => element.removeAttribute("data-contrast-probe"));
      if (!on) return;
      for (const sel of list) document.querySelector(sel)?.setAttribute("data-contrast-probe", "");
      const style = document.createElement("style");
      style.id = "contrast-probe-style";
      style.textContent =
        "[data-contrast-probe], [data-contrast-probe] * { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; caret-color: transparent !important; }";
      document.head.append(style);
    },
    { list: selectors, on: hide },
  );
  // Two frames, or 250 ms when the browser paints none (the screenshot that follows paints anyway).
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 250);
      }),
  );
}

type Failure = { selector: string; ratio: number; required: number };

/**
 * For each selector whose text does not reach the contrast it needs, what it reaches. The text of
 * all of them is hidden at once and one screenshot of the window serves every element in view; the
 * others are scrolled into view in turn.
 */
export async function checkContrastByPixels(page: Page, selectors: string[]): Promise<Failure[]> {
  const failures: Failure[] = [];
  let pending = [...new Set(selectors)];
  if (pending.length === 0) return failures;
  const scroll = await page.evaluate(() => [scrollX, scrollY] as const);
  // Colours first, while the text is still there; then only where the text is, round after round.
  const colours = new Map((await measure(page, pending)).map((probe, i) => [pending[i]!, probe]));
  await hideText(page, pending, true);
  try {
    for (let round = 0; pending.length > 0 && round < 20; round++) {
      const probes = (await measure(page, pending)).map((probe, i) => {
        const before = colours.get(pending[i]!);
        return probe && before ? { ...probe, color: before.color, required: before.required } : null;
      });
      const inView = pending.filter((_, i) => (probes[i]?.rects.length ?? 0) > 0);
      const gone = pending.filter((_, i) => probes[i] === null);
      if (inView.length > 0) {
        const png = await page.screenshot({ animations: "disabled", caret: "hide" });
        const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        pending.forEach((selector, i) => {
          const found = probes[i];
          if (!found || found.rects.length === 0) return;
          const ratio = worstContrast(found, data, info.width, info.height, info.channels);
          if (ratio < found.required) failures.push({ selector, ratio: Math.round(ratio * 100) / 100, required: found.required });
        });
      }
      pending = pending.filter((selector) => !inView.includes(selector) && !gone.includes(selector));
      if (pending.length === 0) break;
      await page.evaluate((sel) => document.querySelector(sel)?.scrollIntoView({ block: "center", inline: "center" }), pending[0]!);
    }
  } finally {
    await hideText(page, [], false);
    await page.evaluate(([x, y]) => scrollTo(x, y), scroll);
  }
  return failures;
}

/** The lowest contrast between the text colour and the pixels behind its line boxes, in one screenshot. */
function worstContrast(found: Probe, data: Buffer, width: number, height: number, channels: number): number {
  const [r, g, b, alpha] = found.color;
  let worst = Number.POSITIVE_INFINITY;
  for (const rect of found.rects) {
    const x0 = Math.max(0, Math.floor(rect.x));
    const y0 = Math.max(0, Math.floor(rect.y));
    const x1 = Math.min(width, Math.ceil(rect.x + rect.width));
    const y1 = Math.min(height, Math.ceil(rect.y + rect.height));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = (y * width + x) * channels;
        const behind = [data[i]!, data[i + 1]!, data[i + 2]!];
        const text = [r * alpha + behind[0]! * (1 - alpha), g * alpha + behind[1]! * (1 - alpha), b * alpha + behind[2]! * (1 - alpha)];
        worst = Math.min(worst, contrast(text, behind));
      }
    }
  }
  return worst;
}
