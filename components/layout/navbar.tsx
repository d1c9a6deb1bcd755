import { AuthNav } from "./auth-nav";
import { Logo } from "./logo";
import { NavItem } from "./nav-item";
import { navLinks } from "./nav-links";
import { MobileMenu } from "./mobile-menu";
import { ThemeToggle } from "./theme-toggle";

/**
 * The fixed public top bar (docs/specification.md §2). Nearly opaque: whatever scrolls under it (a photo,
 * a card), its grey links keep 4.5:1.
 */
export function Navbar({ companyUrl }: { companyUrl: string }) {
  const links = navLinks(companyUrl);
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-border/60 bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/90">
      <nav className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6" aria-label="Principal">
        <Logo />
        <div className="hidden items-center gap-6 md:flex">
          {links.map((link) => (
            <NavItem
              key={link.label}
              link={link}
              className="text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
            />
          ))}
        </div>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <AuthNav />
          <MobileMenu links={links} />
        </div>
      </nav>
    </header>
  );
}
