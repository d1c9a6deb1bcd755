import { route } from "@/server/api/handler";
import { getPublishedLegalText, legalKind, publishLegalText } from "@/server/club/legal-texts";

/** The legal page's current text, the club's identity filled in, with its version and date. Public. */
export const GET = route<{ kind: string }>(async ({ params }) => getPublishedLegalText(legalKind(params.kind)));

/** `{ body }` (Markdown) → a new version of that text, shown at once; the earlier ones are kept. */
export const PUT = route.withCaller<{ kind: string }>(async ({ actor, params, body }) => publishLegalText(actor, params.kind, body));
