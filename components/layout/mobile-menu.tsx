"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { MenuIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSessionUser } from "@/components/auth/session-user-store";
import { dashboardPath, displayName } from "@/lib/session-user";
import { NavItem } from "./nav-item";
import { SIGN_IN_PATH, type NavLink } from "./nav-links";
import { LOGOUT_PATH } from "./logout-path";

/** Below 768 px: a toggle that opens the same links stacked under the bar. */
export function MobileMenu({ links }: { links: NavLink[] }) {
  const [open, setOpen] = useState(false);
  const { user } = useSessionUser();
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  // Escape closes the open menu and puts the focus back on its toggle.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);
  return (
    <div className="md:hidden">
      <Button
        ref={toggle}
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
          {user ? (
            <div className="space-y-2 border-t border-border pt-3">
              <p className="px-3 text-sm font-medium" data-testid="mobile-user-name">
                {displayName(user)}
              </p>
              <Button asChild className="w-full">
                <Link href={dashboardPath(user.role)} onClick={close}>
                  Dashboard
                </Link>
              </Button>
              <Button asChild variant="outline" className="w-full">
                <a href={LOGOUT_PATH}>Cerrar sesión</a>
              </Button>
            </div>
          ) : (
            <Button asChild className="w-full">
              <Link href={SIGN_IN_PATH} onClick={close}>
                Iniciar Sesión
              </Link>
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
