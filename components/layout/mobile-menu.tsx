"use client";

import { useState } from "react";
import Link from "next/link";
import { MenuIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { NavItem } from "./nav-item";
import type { NavLink } from "./nav-links";

/** Below 768 px: a toggle that opens the same links stacked under the bar. */
export function MobileMenu({ links, signInPath }: { links: NavLink[]; signInPath: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <div className="md:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-label={open ? "Cerrar menú" : "Abrir menú"}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <XIcon className="size-5" aria-hidden /> : <MenuIcon className="size-5" aria-hidden />}
      </Button>
      {open && (
        <div id="mobile-menu" className="absolute inset-x-0 top-16 border-b border-border bg-background px-4 pb-4 shadow-lg">
          <ul className="flex flex-col gap-1 py-2">
            {links.map((link) => (
              <li key={link.label}>
                <NavItem link={link} onClick={close} className="block rounded-md px-3 py-2 text-base font-medium hover:bg-accent" />
              </li>
            ))}
          </ul>
          <Button asChild className="w-full">
            <Link href={signInPath} onClick={close}>
              Iniciar Sesión
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}
