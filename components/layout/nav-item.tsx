import Link from "next/link";
import type { NavLink } from "./nav-links";

export function NavItem({ link, className, onClick }: { link: NavLink; className?: string; onClick?: () => void }) {
  return link.external ? (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
      {link.label}
    </a>
  ) : (
    <Link href={link.href} className={className} onClick={onClick}>
      {link.label}
    </Link>
  );
}
