"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { LayoutDashboardIcon } from "lucide-react";
import { useSessionUser } from "@/components/auth/session-user-store";
import { Button } from "@/components/ui/button";
import { dashboardPath } from "@/lib/session-user";
import { SIGN_IN_PATH } from "./nav-links";

// Loaded only for signed-in visitors: anonymous ones never download the menu.
const UserMenu = dynamic(() => import("./user-menu").then((m) => m.UserMenu));

/** Right side of the bar on wide screens: Iniciar Sesión, or Dashboard and the user menu. */
export function AuthNav() {
  const { user } = useSessionUser();
  if (!user) {
    return (
      <Button asChild className="hidden md:inline-flex">
        <Link href={SIGN_IN_PATH}>Iniciar Sesión</Link>
      </Button>
    );
  }
  return (
    <div className="hidden items-center gap-2 md:flex">
      <Button asChild>
        <Link href={dashboardPath(user.role)}>
          <LayoutDashboardIcon aria-hidden /> Dashboard
        </Link>
      </Button>
      <UserMenu user={user} />
    </div>
  );
}
