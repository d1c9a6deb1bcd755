"use client";

import { LogOutIcon } from "lucide-react";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { displayName, initials, type SessionUser } from "@/lib/session-user";
import { LOGOUT_PATH } from "./logout-path";

/** The avatar menu of a signed-in user; signing out returns to the home page. */
export function UserMenu({ user }: { user: SessionUser }) {
  const shown = initials(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* The name starts with the initials it shows (WCAG 2.5.3, label in name). */}
        <Button variant="ghost" size="icon" className="rounded-full" aria-label={`${shown} — Menú de usuario`}>
          <Avatar className="size-8">
            <AvatarFallback className="bg-primary text-xs font-semibold text-primary-foreground">{shown}</AvatarFallback>
          </Avatar>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="font-normal">
          <span className="block font-medium">{displayName(user)}</span>
          {user.email && <span className="block truncate text-xs text-muted-foreground">{user.email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href={LOGOUT_PATH}>
            <LogOutIcon aria-hidden /> Cerrar sesión
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
