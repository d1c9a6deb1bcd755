/**
 * The AEAT's fixed-width records (the record designs of Modelo 193 and Modelo 123): each field at its
 * 1-based position, numbers right-aligned with zeros, text left-aligned with blanks, upper case
 * without accents. A field that does not fit, or a gap between fields, is a programming error.
 */
export type AeatField = { at: number; length: number } & (
  | { digits: string | number | bigint }
  | { text: string | null }
  /** Written as it is: the design's constants ("<T", "</AUX>"). */
  | { constant: string }
);

/** What text fields may hold: Modelo 193's design allows its usual punctuation; Modelo 123's only letters, digits and blanks. */
export type AeatCharacters = "design" | "letters-digits";

/** "José María Núñez Peña" → "JOSE MARIA NUÑEZ PEÑA": upper case, accents off, Ñ and Ç kept, anything else a space. */
export function aeatText(value: string, characters: AeatCharacters = "design"): string {
  const plain = value
    .toUpperCase()
    .replace(/Ñ/g, "\u0000")
    .replace(/Ç/g, "\u0001")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\u0000/g, "Ñ")
    .replace(/\u0001/g, "Ç");
  const allowed = characters === "design" ? plain : plain.replace(/\./g, "");
  return allowed
    .replace(characters === "design" ? /[^A-Z0-9ÑÇ ,.\-/&']/g : /[^A-Z0-9ÑÇ ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function written(field: AeatField, characters: AeatCharacters): string {
  if ("constant" in field) return field.constant;
  if ("digits" in field) return String(field.digits).padStart(field.length, "0");
  return aeatText(field.text ?? "", characters)
    .slice(0, field.length)
    .padEnd(field.length, " ");
}

/** One record of `length` characters; `name` says whose design it is in the errors. */
export function aeatRecord(name: string, length: number, fields: AeatField[], characters: AeatCharacters = "design"): string {
  let line = "";
  for (const field of fields) {
    if (field.at !== line.length + 1) throw new Error(`${name}: the field at ${field.at} should start at ${line.length + 1}`);
    const value = written(field, characters);
    if (value.length !== field.length || ("digits" in field && !/^\d+$/.test(value)))
      throw new Error(`${name}: «${value}» does not fit ${field.length} positions at ${field.at}`);
    line += value;
  }
  if (line.length !== length) throw new Error(`${name}: the fields end at ${line.length}, not ${length}`);
  return line;
}

export const blanks = (at: number, length: number): AeatField => ({ at, length, text: null });
export const zeros = (at: number, length: number): AeatField => ({ at, length, digits: 0 });
