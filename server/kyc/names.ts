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

/**
 * Whether two normalised names can be the same person or company: every word of one is in the other
 * (a Spanish name's second surname or a middle name missing on either side), with at least two words
 * in common.
 */
export function namesAgree(one: string, other: string): boolean {
  const mine = new Set(one.split(" ").filter(Boolean));
  const theirs = new Set(other.split(" ").filter(Boolean));
  const [small, large] = mine.size <= theirs.size ? [mine, theirs] : [theirs, mine];
  return small.size >= 2 && [...small].every((word) => large.has(word));
}
