import { fromMarkdown } from "mdast-util-from-markdown";
import type { PhrasingContent, RootContent } from "mdast";

/** A stretch of text in one weight. */
export type Run = { text: string; bold: boolean };

/** A block of a legal text as a paper prints it: a heading of its level, or a paragraph (a list item's with its marker). */
export type MarkdownBlock =
  | { kind: "heading"; depth: number; runs: Run[] }
  | { kind: "paragraph"; runs: Run[]; indent: number; marker: string | null }
  | { kind: "rule" };

/**
 * A legal text's Markdown (Configuración's, as the legal pages render it) as the blocks a PDF prints (issue 67,
 * item 5: "## Objeto" a heading, "**…**" bold, "- …" a list), parsed by mdast-util-from-markdown — the CommonMark
 * parser under the pages' own react-markdown — not by a pattern of our own.
 */
export function markdownBlocks(source: string): MarkdownBlock[] {
  return fromMarkdown(source).children.flatMap((node) => blocks(node, 0));
}

const LIST_INDENT = 14;

function blocks(node: RootContent, indent: number): MarkdownBlock[] {
  switch (node.type) {
    case "heading":
      return [{ kind: "heading", depth: node.depth, runs: runs(node.children) }];
    case "paragraph":
      return [{ kind: "paragraph", runs: runs(node.children), indent, marker: null }];
    case "list":
      return node.children.flatMap((item, index) => {
        const marker = node.ordered ? `${(node.start ?? 1) + index}.` : "•";
        const inner = item.children.flatMap((child) => blocks(child, indent + LIST_INDENT));
        // The marker goes with the item's first paragraph.
        const first = inner.findIndex((block) => block.kind === "paragraph");
        if (first >= 0) inner[first] = { ...(inner[first] as Extract<MarkdownBlock, { kind: "paragraph" }>), marker };
        return inner;
      });
    case "blockquote":
      return node.children.flatMap((child) => blocks(child, indent + LIST_INDENT));
    case "thematicBreak":
      return [{ kind: "rule" }];
    case "code":
      return [{ kind: "paragraph", runs: [{ text: node.value, bold: false }], indent, marker: null }];
    case "html":
      return [];
    default:
      return "children" in node ? node.children.flatMap((child) => blocks(child as RootContent, indent)) : [];
  }
}

function runs(nodes: PhrasingContent[], bold = false): Run[] {
  return nodes.flatMap((node): Run[] => {
    switch (node.type) {
      case "text":
      case "inlineCode":
        return [{ text: node.value, bold }];
      case "strong":
        return runs(node.children, true);
      case "emphasis":
      case "delete":
        return runs(node.children, bold);
      case "link": {
        const label = runs(node.children, bold);
        const shown = label.map((run) => run.text).join("");
        // A paper cannot be clicked: the address is printed after its words when they are not the address itself.
        return shown === node.url || `mailto:${shown}` === node.url ? label : [...label, { text: ` (${node.url})`, bold }];
      }
      case "break":
        return [{ text: "\n", bold }];
      default:
        return "children" in node ? runs(node.children as PhrasingContent[], bold) : [];
    }
  });
}
