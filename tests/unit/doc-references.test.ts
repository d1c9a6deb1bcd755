import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments, tests and documents cite the project's documents as `docs/<file>.md`, optionally with a
 * section (`docs/specification.md §5`, also `§2, §9`) or an anchor (`docs/product.md#authentication`).
 * Every such reference in a tracked source file must name a file that exists, a numbered section
 * that exists in it (a heading `## 5. …`), and an anchor that one of its headings produces. The links
 * between the documents themselves (`[product.md](product.md#…)`) are checked the same way.
 */
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const SOURCE = /\.(ts|tsx|mjs|md)$/;

/** `docs/<path>.md`, not inside a longer path; then an anchor, or one or more sections. */
const REFERENCE = /(?<![\w./-])docs\/((?:[\w.-]+\/)*[\w.-]+\.md)(?:#([\p{L}\p{N}_-]+)|((?:[ \t]*(?:,|&|and|y)?[ \t]*§[ \t]*\d+)+))?/gu;
/** A relative Markdown link between documents or within one: `](product.md)`, `](decisions.md#…)`, `](#…)`. */
const RELATIVE_LINK = /\[[^\]\n]*\]\((?!\w+:|\/)((?:[^)\s#]+\.md)?)(?:#([^)\s]+))?\)/g;

type Reference = { file: string; line: number; target: string; anchor?: string; sections: number[]; text: string };

function trackedSources(): string[] {
  const out = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 });
  return out
    .split("\0")
    .filter((file) => SOURCE.test(file) && !file.split("/").includes("node_modules"))
    .filter((file) => fs.existsSync(path.join(ROOT, file)));
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

function referencesIn(file: string, text: string): Reference[] {
  const found: Reference[] = [];
  for (const match of text.matchAll(REFERENCE)) {
    const sections = [...(match[3] ?? "").matchAll(/\d+/g)].map(([n]) => Number(n));
    found.push({ file, line: lineAt(text, match.index), target: `docs/${match[1]}`, anchor: match[2], sections, text: match[0].trim() });
  }
  if (file.startsWith("docs/") && file.endsWith(".md")) {
    for (const match of text.matchAll(RELATIVE_LINK)) {
      if (!match[1] && !match[2]) continue;
      const target = match[1] ? path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1])) : file;
      found.push({ file, line: lineAt(text, match.index), target, anchor: match[2], sections: [], text: match[0] });
    }
  }
  return found;
}

/** The headings of a Markdown file, outside fenced code blocks. */
function headings(markdown: string): string[] {
  const out: string[] = [];
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) out.push(heading[1]!);
  }
  return out;
}

/** The anchors GitHub gives headings: lower case, punctuation dropped, spaces to hyphens, -1… for repeats. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const heading of headings(markdown)) {
    const text = heading.replace(/`/g, "").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "")
      .trim()
      .replace(/\s/g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    out.add(count ? `${base}-${count}` : base);
  }
  return out;
}

/** Numbered sections: headings such as `## 5. Validation rules` or `## §5 …`. */
function sections(markdown: string): Set<number> {
  const out = new Set<number>();
  for (const heading of headings(markdown)) {
    const number = /^§?\s*(\d+)[.)\s]/.exec(`${heading} `);
    if (number) out.add(Number(number[1]));
  }
  return out;
}

function problems(references: Reference[], read: (target: string) => string | null): string[] {
  const out: string[] = [];
  const cache = new Map<string, string | null>();
  for (const ref of references) {
    if (!cache.has(ref.target)) cache.set(ref.target, read(ref.target));
    const markdown = cache.get(ref.target);
    const where = `${ref.file}:${ref.line}: "${ref.text}"`;
    if (markdown == null) {
      out.push(`${where}: ${ref.target} does not exist`);
      continue;
    }
    for (const n of ref.sections) if (!sections(markdown).has(n)) out.push(`${where}: ${ref.target} has no section §${n}`);
    if (ref.anchor && !anchors(markdown).has(decodeURIComponent(ref.anchor).toLowerCase())) {
      out.push(`${where}: ${ref.target} has no heading for #${ref.anchor}`);
    }
  }
  return out;
}

function readFromRepo(target: string): string | null {
  const file = path.join(ROOT, target);
  return fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file, "utf8") : null;
}

/** Example paths for the self-tests, built from pieces so that the scan of this file does not read them. */
const docs = (name: string) => ["docs", name].join("/");

describe("references to docs/", () => {
  it("name documents, sections and anchors that exist", () => {
    const references = trackedSources().flatMap((file) => referencesIn(file, fs.readFileSync(path.join(ROOT, file), "utf8")));
    expect(references.filter((ref) => ref.target === "docs/specification.md").length).toBeGreaterThan(0);
    expect(problems(references, readFromRepo)).toEqual([]);
  });

  it("the functional specification keeps its numbered sections §1–§9", () => {
    const specification = readFromRepo("docs/specification.md");
    expect(specification).not.toBeNull();
    expect([...sections(specification!)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("reports a missing document, a missing section and a missing anchor", () => {
    const source = [
      `// ${docs("guide.md")} §2 and ${docs("guide.md")} §2, §7`,
      `// ${docs("guide.md")}#cómo-se-usa and ${docs("guide.md")}#nowhere`,
      `// ${docs("missing.md")} §1; /elsewhere/${docs("ignored.md")}`,
    ].join("\n");
    const guide = "# Guide\n\n## 2. Setup\n\n## Cómo se usa\n\n```\n## 7. not a heading\n```\n";
    const refs = referencesIn("src/example.ts", source);
    expect(refs.map((ref) => [ref.target, ref.sections, ref.anchor ?? null])).toEqual([
      [docs("guide.md"), [2], null],
      [docs("guide.md"), [2, 7], null],
      [docs("guide.md"), [], "cómo-se-usa"],
      [docs("guide.md"), [], "nowhere"],
      [docs("missing.md"), [1], null],
    ]);
    expect(problems(refs, (target) => (target === docs("guide.md") ? guide : null))).toEqual([
      `src/example.ts:1: "${docs("guide.md")} §2, §7": ${docs("guide.md")} has no section §7`,
      `src/example.ts:2: "${docs("guide.md")}#nowhere": ${docs("guide.md")} has no heading for #nowhere`,
      `src/example.ts:3: "${docs("missing.md")} §1": ${docs("missing.md")} does not exist`,
    ]);
  });

  it("checks relative links between the documents", () => {
    const refs = referencesIn(docs("a.md"), "See [b](b.md#intro), [c](./c.md), [below](#below) and [site](https://example.org/x.md).");
    expect(refs.map((ref) => [ref.target, ref.anchor ?? null])).toEqual([
      [docs("b.md"), "intro"],
      [docs("c.md"), null],
      [docs("a.md"), "below"],
    ]);
    const files: Record<string, string> = { [docs("b.md")]: "## Intro\n", [docs("a.md")]: "# A\n" };
    expect(problems(refs, (target) => files[target] ?? null)).toEqual([
      `${docs("a.md")}:1: "[c](./c.md)": ${docs("c.md")} does not exist`,
      `${docs("a.md")}:1: "[below](#below)": ${docs("a.md")} has no heading for #below`,
    ]);
  });
});
