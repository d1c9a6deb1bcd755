/**
 * The club's legal pages (issue 33): the legal notice (LSSI-CE art. 10), the privacy notice (RGPD
 * art. 13), the cookie policy (LSSI art. 22.2) and the terms of use. Their text is the club's,
 * edited in Configuración (server/club/legal-texts.ts); the club's identity is written as placeholders the pages
 * fill in from Configuración, so a change of address or NIF reaches every text at once.
 */
import { PRIVACY_NOTICE_PATH } from "./privacy-notice";

export const LEGAL_KINDS = ["aviso-legal", "privacidad", "cookies", "terminos", "contrato-deposito", "reclamaciones"] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

export const LEGAL_PAGES: Record<LegalKind, { title: string; path: string; description: string }> = {
  "aviso-legal": {
    title: "Aviso Legal",
    path: "/aviso-legal",
    description: "Quién es el titular de este sitio: nombre, domicilio, NIF, datos registrales y contacto.",
  },
  privacidad: {
    title: "Política de Privacidad",
    path: PRIVACY_NOTICE_PATH,
    description: "Qué datos personales trata el club, para qué, durante cuánto tiempo y cómo ejercer tus derechos.",
  },
  cookies: {
    title: "Política de Cookies",
    path: "/cookies",
    description: "Qué cookies usa este sitio y por qué ninguna necesita tu consentimiento.",
  },
  terminos: {
    title: "Términos y Condiciones",
    path: "/terminos",
    description: "Las condiciones de uso del sitio y del área privada del club.",
  },
  // The deposit account's contract (issue 51): signed online in its current version, each version kept.
  "contrato-deposito": {
    title: "Contrato de Cuenta de Depósito",
    path: "/contrato-deposito",
    description: "El contrato que firma electrónicamente quien abre una cuenta de depósito del club.",
  },
  // The complaints procedure (issue 66, item 5; ECSP art. 7): published, with the form to file one.
  reclamaciones: {
    title: "Procedimiento de Reclamaciones",
    path: "/reclamaciones",
    description: "Cómo presentar una reclamación al club, gratis, y en qué plazos se admite y se resuelve.",
  },
};

export const isLegalKind = (value: string): value is LegalKind => (LEGAL_KINDS as readonly string[]).includes(value);

/**
 * What a consents row is about: the privacy notice accepted (RGPD art. 7.1), or the commercial
 * e-mails given or withdrawn (LSSI-CE arts. 21–22).
 */
export const CONSENT_PURPOSES = ["privacy", "commercial"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** What the club's identity fills in: each {{name}} in a legal text. */
export type ClubIdentity = {
  nombre: string;
  nif: string;
  domicilio: string;
  registro: string;
  email: string;
  web: string;
};

/** The identity from Configuración's columns (an unset one empty) and the site's address. */
export function clubIdentityOf(
  row: {
    contactEmail: string;
    clubLegalName: string | null;
    clubNif: string | null;
    clubAddress: string | null;
    clubRegistry: string | null;
  },
  siteUrl: string,
): ClubIdentity {
  return {
    nombre: row.clubLegalName ?? "",
    nif: row.clubNif ?? "",
    domicilio: row.clubAddress ?? "",
    registro: row.clubRegistry ?? "",
    email: row.contactEmail,
    web: siteUrl.replace(/\/$/, ""),
  };
}

export const IDENTITY_PLACEHOLDERS: { key: keyof ClubIdentity; label: string }[] = [
  { key: "nombre", label: "razón social" },
  { key: "nif", label: "NIF del club" },
  { key: "domicilio", label: "domicilio" },
  { key: "registro", label: "datos registrales" },
  { key: "email", label: "email de contacto" },
  { key: "web", label: "dirección del sitio" },
];

/** What a placeholder shows while Configuración has no value for it: visibly missing, never blank. */
export const MISSING_IDENTITY = "[pendiente de completar en Configuración]";

/** The text with every {{placeholder}} of the club's identity filled in; unknown ones are left as written. */
export function fillLegalText(body: string, identity: ClubIdentity): string {
  return body.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) =>
    key in identity ? identity[key as keyof ClubIdentity] || MISSING_IDENTITY : whole,
  );
}

/**
 * A legal text's version as people read it (issue 67, item 5): the stored numbers start at 0 (the starting text, never
 * stored), which no paper or page prints — the first version reads as the first. The API keeps the stored number.
 */
export const printedLegalVersion = (stored: number) => stored + 1;
