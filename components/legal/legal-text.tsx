import Markdown from "react-markdown";
import remarkGfm from "remark-gfm";

/**
 * A legal text's Markdown as HTML, on the server. Raw HTML in it is dropped (`skipHtml`) and links
 * keep only safe addresses (react-markdown's default `urlTransform`): an admin's text injects nothing.
 */
export function LegalText({ markdown }: { markdown: string }) {
  return (
    <div className="legal-text space-y-4 leading-relaxed">
      <Markdown remarkPlugins={[remarkGfm]} skipHtml>
        {markdown}
      </Markdown>
    </div>
  );
}
