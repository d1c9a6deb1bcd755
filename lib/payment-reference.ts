import { generate, validate } from "node-iso11649";

/**
 * A committed participation's payment reference: an ISO 11649 creditor reference ("RF", two check
 * digits, then its own characters), which banks carry in a transfer's remittance text and whose check
 * digits catch a mistyped character when a statement is matched. Ours have seven characters from an
 * alphabet without 0/O and 1/I, so that a person copying one by hand cannot confuse them.
 */
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const LENGTH = 7;

/** A new reference, "RF" + check digits + seven random characters ("RF47K3QZ8MD"). */
export function newPaymentReference(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  const body = Array.from(random(LENGTH), (byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return generate(body);
}

/** "RF47 K3QZ 8MD", in groups of four as a bank prints it. */
export const printedReference = (reference: string) => reference.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * What may be a reference in a remittance text, spaces and case aside ("Pago rf47 k3qz 8md
 * Malvarrosa"): from each "RF" and two digits, every length that passes the check digits. Once
 * the spaces are gone a reference runs into the next word, so a longer candidate may pass by chance
 * (one in 97): the statement import keeps only those that are some participation's reference.
 */
export function referenceCandidates(text: string): string[] {
  const compact = text.toUpperCase().replace(/[^0-9A-Z]/g, "");
  const found = new Set<string>();
  for (const match of compact.matchAll(/RF\d{2}/g)) {
    const rest = compact.slice(match.index, match.index + 25);
    for (let end = 5; end <= rest.length; end++) if (validate(rest.slice(0, end))) found.add(rest.slice(0, end));
  }
  return [...found];
}
