import { expect } from "vitest";

/** A record design as a test states it: [first position, last position, what the design calls it, what it must hold]. */
export type DesignTable = [number, number, string, string][];

/** `text` read field by field against `design`: each field where the one before ends, the last at the text's end. */
export function expectDesign(text: string, design: DesignTable) {
  let next = 1;
  for (const [from, to, name, value] of design) {
    expect(from, `${name} starts where the one before ends`).toBe(next);
    expect(text.slice(from - 1, to), `${name} (${from}–${to})`).toBe(value);
    next = to + 1;
  }
  expect(next - 1, "the design covers the whole record").toBe(text.length);
}
