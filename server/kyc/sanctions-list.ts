import { XMLParser, XMLValidator } from "fast-xml-parser";
import { calendarDayOf } from "@/lib/validations/calendar-day";
import { decodeXml } from "../platform/xml/decode";
import { namesAgree } from "./names";

/**
 * The EU's consolidated list of persons, groups and entities subject to financial sanctions, as the
 * Commission publishes it (the "XML full sanctions list", version 1.1: `export` of
 * `sanctionEntity`, each with its `subjectType`, `nameAlias` and `birthdate` elements, their data in
 * attributes). Natural persons and enterprises are read (groups are not): screening compares them
 * with the club's investors, the companies they invest as and those companies' beneficial owners.
 */
export type ListedPerson = {
  /** A natural person, or an enterprise (a company investor's name is compared with these). */
  kind: "person" | "enterprise";
  /** The entry's EU reference ("EU.27.28"), or its logical id when it has none. */
  reference: string;
  /** Every name the entry is known by (its aliases included), as written. */
  names: string[];
  /** "1937-04-28", or "1937" when only the year is known. */
  birthDates: string[];
  /** What the list says of the entry: programme, regulation, remark. */
  details: string | null;
};

export type SanctionsListFile = { generatedAt: Date | null; people: ListedPerson[] };

export class SanctionsListError extends Error {}

type Node = Record<string, unknown>;
const LISTS = new Set(["sanctionEntity", "nameAlias", "birthdate", "regulation", "remark"]);
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => LISTS.has(name),
});

const SCREENED_SUBJECTS = new Set(["person", "enterprise"]);
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const nodes = (value: unknown) => (Array.isArray(value) ? (value as Node[]) : []);

/** The EU list nests five levels; a file nesting deeper than this is not it (and would exhaust a recursive parser). */
const DEEPEST = 64;
/** A listed name or reference longer than these is not the EU list's (the screening's columns hold these). */
const LONGEST_NAME = 500;
const LONGEST_REFERENCE = 60;

/** How deep the elements of `xml` nest, read once, left to right, without recursion (stops past DEEPEST). */
function nesting(xml: string): number {
  let depth = 0;
  let deepest = 0;
  for (const tag of xml.matchAll(/<(\/?)[A-Za-z_][^>]*?(\/?)>/g)) {
    if (tag[1]) depth--;
    else if (!tag[2]) deepest = Math.max(deepest, ++depth);
    if (deepest > DEEPEST) break;
  }
  return deepest;
}

export function readEuSanctionsList(bytes: Uint8Array): SanctionsListFile {
  const xml = decodeXml(bytes);
  // Anywhere in the file, not only its first bytes (issue 64, item 8).
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    throw new SanctionsListError("El XML declara un DOCTYPE o entidades: la lista de la UE no los lleva.");
  if (nesting(xml) > DEEPEST) throw new SanctionsListError(`El XML anida más de ${DEEPEST} niveles: la lista de la UE no lo hace.`);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new SanctionsListError(`El XML está mal formado (línea ${valid.err.line}): ${valid.err.msg}`);
  const root = (parser.parse(xml) as Node).export as Node | undefined;
  if (!root || typeof root !== "object")
    throw new SanctionsListError("No es la lista consolidada de sanciones financieras de la UE: falta el elemento export.");
  const generated = text(root["@generationDate"]);
  const people = nodes(root.sanctionEntity)
    .filter((entity) => SCREENED_SUBJECTS.has(text((entity.subjectType as Node | undefined)?.["@code"])))
    .map((entity) => toPerson(entity, text((entity.subjectType as Node)["@code"]) as ListedPerson["kind"]))
    .filter((person) => person.names.length > 0);
  const odd = people.find(
    (person) => person.reference.length > LONGEST_REFERENCE || person.names.some((name) => name.length > LONGEST_NAME),
  );
  if (odd)
    throw new SanctionsListError(
      `Una entrada de la lista tiene un nombre de más de ${LONGEST_NAME} caracteres o una referencia de más de ${LONGEST_REFERENCE}: no es la lista de la UE.`,
    );
  return { generatedAt: generated && !Number.isNaN(Date.parse(generated)) ? new Date(generated) : null, people };
}

function toPerson(entity: Node, kind: ListedPerson["kind"]): ListedPerson {
  const names = nodes(entity.nameAlias)
    .map(
      (alias) =>
        text(alias["@wholeName"]) || [alias["@firstName"], alias["@middleName"], alias["@lastName"]].map(text).filter(Boolean).join(" "),
    )
    .filter(Boolean);
  const birthDates = nodes(entity.birthdate)
    .map((birth) => {
      const day = text(birth["@birthdate"]);
      if (day && calendarDayOf(day) === day) return day;
      const year = text(birth["@year"]);
      return /^\d{4}$/.test(year) ? year : "";
    })
    .filter(Boolean);
  const programme = nodes(entity.regulation)
    .map((regulation) => [text(regulation["@programme"]), text(regulation["@numberTitle"])].filter(Boolean).join(" "))
    .filter(Boolean);
  const remark = nodes(entity.remark)
    .map((item) => text(item["#text"] ?? item))
    .filter(Boolean);
  const details = [...new Set(programme)].join("; ") + (remark.length ? ` — ${remark.join(" ")}` : "");
  return {
    kind,
    reference: text(entity["@euReferenceNumber"]) || `logicalId ${text(entity["@logicalId"])}`,
    names: [...new Set(names)],
    birthDates: [...new Set(birthDates)],
    details: details.trim().slice(0, 2000) || null,
  };
}

/**
 * Whether a person (their name's words) is a candidate for a listed name: every word of one is in
 * the other (a Spanish name's second surname or a middle name missing on either side), with at
 * least two words in common; and, when both birth dates are known, they agree (a year-only entry
 * agrees with any day of that year). A namesake born another day is not a candidate.
 */
export function isCandidate(
  person: { name: string; birthDate: string | null },
  listed: { normalized: string; birthDates: string[] },
): boolean {
  if (!namesAgree(person.name, listed.normalized)) return false;
  if (!person.birthDate || !listed.birthDates.length) return true;
  return listed.birthDates.some((date) => (date.length === 4 ? person.birthDate!.startsWith(date) : date === person.birthDate));
}
