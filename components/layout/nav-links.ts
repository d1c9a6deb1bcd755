export type NavLink = { href: string; label: string; external?: boolean };

export const SIGN_IN_PATH = "/handler/sign-in";

/** Operaciones, Nosotros (the company page from settings, in a new tab), Contacto. */
export function navLinks(companyUrl: string): NavLink[] {
  return [
    { href: "/operations", label: "Operaciones" },
    { href: companyUrl, label: "Nosotros", external: true },
    { href: "/contact", label: "Contacto" },
  ];
}
