import Markdown, { type ExtraProps } from "react-markdown";
import remarkGfm from "remark-gfm";
import type { ComponentProps } from "react";

/** A wide table scrolls inside a box a keyboard can reach (at 375 px the cookie table does). */
function ScrollingTable({ node: _node, ...props }: ComponentProps<"table"> & ExtraProps) {
  return (
    <div tabIndex={0} role="region" aria-label="Tabla" className="overflow-x-auto">
      <table {...props} />
    </div>
  );
}

/**
 * A legal text's Markdown as HTML, on the server. Raw HTML in it is dropped (`skipHtml`) and links
 * keep only safe addresses (react-markdown's default `urlTransform`): an admin's text injects nothing.
 */
export function LegalText({ markdown }: { markdown: string }) {
  return (
    <div className="legal-text space-y-4 leading-relaxed">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={{ table: ScrollingTable }}>
        {markdown}
      </Markdown>
    </div>
  );
}
