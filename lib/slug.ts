import { hasForbiddenCharacters } from "./validations/text";

/**
 * URL slug of an operation title (docs/specification.md §5): lower-case, accents removed, each run of
 * non-alphanumeric characters replaced by one hyphen, leading and trailing hyphens trimmed.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Whether an address's slug could name an operation at all: not empty, at most 200 characters, and
 * no control character (which the database would refuse). Any other is not looked up.
 */
export function isPossibleSlug(slug: string): boolean {
  return Boolean(slug) && slug.length <= 200 && !hasForbiddenCharacters(slug);
}
