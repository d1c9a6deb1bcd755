import type { ReactNode } from "react";
import { cookies } from "next/headers";
import { SidebarInset, SidebarProvider, SidebarTrigger } from "@/components/ui/sidebar";
import { Separator } from "@/components/ui/separator";
import { parseSidebarCookie, SIDEBAR_COOKIE_NAME } from "@/lib/sidebar-state";
import { displayName } from "@/lib/session-user";
import type { Actor } from "@/server/core/actor";
import { sidebarBadges } from "@/server/reports/pending-work";
import { unreadUpdateCount } from "@/server/updates/read";
import { AppSidebar } from "./app-sidebar";
import { MAIN_CONTENT_ID } from "./skip-link";
import type { Area } from "./area-nav";
import { ThemeToggle } from "./theme-toggle";
import { UserMenu } from "./user-menu";

/** Sidebar + header of the admin and investor areas; the sidebar's open state comes from its cookie. */
export async function AppShell({ area, actor, children }: { area: Area; actor: Actor; children: ReactNode }) {
  const defaultOpen = parseSidebarCookie((await cookies()).get(SIDEBAR_COOKIE_NAME)?.value);
  const user = { id: actor.id, email: actor.email, firstName: actor.firstName, lastName: actor.lastName, role: actor.role };
  // What waits for an admin, on the menu item where it is done (issue 50, item 1); the investor's unread updates. Not
  // awaited: the page renders at once and the badges stream in when counted (issue 67, item 7).
  const badges = area === "admin" ? sidebarBadges(actor) : unreadUpdateCount(actor).then((count) => ({ "/investor/novedades": count }));
  return (
    <SidebarProvider defaultOpen={defaultOpen}>
      <AppSidebar area={area} badges={badges} />
      <SidebarInset>
        <header className="sticky top-0 z-10 flex h-14 items-center gap-2 border-b border-border bg-background/90 px-4 backdrop-blur">
          <SidebarTrigger className="-ml-1" />
          <Separator orientation="vertical" className="mx-1 h-5" />
          <span className="truncate text-sm text-muted-foreground">{displayName(user)}</span>
          <div className="ml-auto flex items-center gap-1">
            <ThemeToggle />
            <UserMenu user={user} />
          </div>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none md:p-8">
          {children}
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
