/** A name as screening and the payer check compare it: lower case, no accents or punctuation, its words sorted. */
export function normalizedName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean)
    .sort()
    .join(" ");
}

/** Words a company's name carries that say its legal form, not who it is ("S.L." is "s l" once normalised). */
const LEGAL_FORMS = new Set(["sl", "slu", "sa", "sau", "sll", "scp", "sc", "cb", "sociedad", "limitada", "anonima", "unipersonal"]);

/** The words that tell who: no initials or single letters, no legal form. */
const tellingWords = (normalized: string) => new Set(normalized.split(" ").filter((word) => word.length > 1 && !LEGAL_FORMS.has(word)));

/**
 * Whether two normalised names can be the same person or company: every telling word of one is in
 * the other (a Spanish name's second surname or a middle name missing on either side, an initial, a
 * legal form written otherwise), with at least two words in common.
 */
export function namesAgree(one: string, other: string): boolean {
  const mine = tellingWords(one);
  const theirs = tellingWords(other);
  const [small, large] = mine.size <= theirs.size ? [mine, theirs] : [theirs, mine];
  return small.size >= 2 && [...small].every((word) => large.has(word));
}
