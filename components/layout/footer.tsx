import Link from "next/link";
import { SITE_NAME } from "@/lib/site";
import { LEGAL_PAGES } from "@/lib/legal";
import { Logo } from "./logo";

/** The footer's legal links, in the specification's order (§2), with the cookie policy last. */
const legalLinks = (["terminos", "privacidad", "aviso-legal", "cookies", "reclamaciones"] as const).map((kind) => LEGAL_PAGES[kind]);

export function Footer() {
  return (
    <footer className="border-t border-border bg-muted/30">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            Inversión preferente en deuda hipotecaria con garantía inmobiliaria y total transparencia.
          </p>
        </div>
        <nav aria-label="Enlaces" className="space-y-3">
          <h2 className="text-sm font-semibold">Enlaces</h2>
          <ul className="space-y-2 text-sm text-muted-foreground">
            <li>
              <Link href="/operations" className="hover:text-foreground">
                Operaciones
              </Link>
            </li>
            <li>
              <Link href="/about" className="hover:text-foreground">
                Cómo funciona
              </Link>
            </li>
            <li>
              <Link href="/resultados" className="hover:text-foreground">
                Resultados
              </Link>
            </li>
            <li>
              <Link href="/contact" className="hover:text-foreground">
                Contacto
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal" className="space-y-3">
          <h2 className="text-sm font-semibold">Legal</h2>
          <ul className="space-y-2 text-sm text-muted-foreground">
            {legalLinks.map(({ title, path }) => (
              <li key={path}>
                <Link href={path} className="hover:text-foreground">
                  {title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border py-6 text-center text-xs text-muted-foreground">
        © 2025 {SITE_NAME}. Todos los derechos reservados.
      </div>
    </footer>
  );
}
