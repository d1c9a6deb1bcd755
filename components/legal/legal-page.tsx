import { cacheLife, cacheTag } from "next/cache";
import { formatDate } from "@/lib/format";
import { CACHE_TAGS } from "@/server/platform/cache/cache-tags";
import { LEGAL_PAGES, printedLegalVersion, type LegalKind } from "@/lib/legal";
import { getPublishedLegalText } from "@/server/club/legal-texts";
import { LegalText } from "./legal-text";

/**
 * One of the club's legal pages: its current text from Configuración, rendered on the server (no
 * script). Cached as a whole, with the text's tag: the version's date is formatted here, and a date
 * read outside a cache is request-time work Next refuses while it prerenders the page again.
 */
export async function LegalPage({ kind }: { kind: LegalKind }) {
  "use cache";
  cacheLife("max");
  cacheTag(CACHE_TAGS.settings);
  const text = await getPublishedLegalText(kind);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{LEGAL_PAGES[kind].title}</h1>
        <p className="mt-2 text-sm text-muted-foreground" data-testid="legal-version">
          {text.publishedAt ? `Versión ${printedLegalVersion(text.version)}, de ${formatDate(text.publishedAt)}` : "Versión inicial"}
        </p>
      </header>
      <LegalText markdown={text.body} />
    </article>
  );
}
