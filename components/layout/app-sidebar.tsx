"use client";

import Link from "next/link";
import { Suspense, use } from "react";
import { usePathname } from "next/navigation";
import { LogOutIcon } from "lucide-react";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarRail,
  useSidebar,
} from "@/components/ui/sidebar";
import { activeHref, AREA_NAV, AREA_TITLE, type Area, type AreaNavItem } from "./area-nav";
import { LOGOUT_PATH } from "./logout-path";
import { IntentLink } from "./intent-link";

const badgeId = (href: string) => `pending-${href.replaceAll("/", "-")}`;

export function AppSidebar({ area, badges }: { area: Area; badges: Promise<Record<string, number>> }) {
  const pathname = usePathname();
  const items = AREA_NAV[area];
  const current = activeHref(pathname, items);
  const { isMobile, setOpenMobile } = useSidebar();
  // On a phone the sidebar is a sheet over the page: choosing a link closes it.
  const closeOnPhone = () => {
    if (isMobile) setOpenMobile(false);
  };
  return (
    <Sidebar collapsible="icon">
      <SidebarHeader>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild size="lg" tooltip="Club Inversión Hipotecaria">
              <Link href="/" onClick={closeOnPhone}>
                <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-primary text-sm font-bold text-primary-foreground">
                  CI
                </span>
                <span className="flex flex-col leading-tight">
                  <span className="font-semibold">Club Inversión</span>
                  <span className="text-xs text-muted-foreground">{AREA_TITLE[area]}</span>
                </span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarContent asNav aria-label={AREA_TITLE[area]}>
        <SidebarGroup>
          <SidebarGroupLabel>Menú</SidebarGroupLabel>
          <SidebarGroupContent>
            {/* The menu at once; its badges when counted (issue 67, item 7). */}
            <Suspense fallback={<MenuItems area={area} items={items} current={current} badges={NO_BADGES} onNavigate={closeOnPhone} />}>
              <CountedMenuItems area={area} items={items} current={current} badges={badges} onNavigate={closeOnPhone} />
            </Suspense>
          </SidebarGroupContent>
        </SidebarGroup>
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton asChild tooltip="Cerrar sesión">
              <a href={LOGOUT_PATH}>
                <LogOutIcon aria-hidden />
                <span>Cerrar sesión</span>
              </a>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarFooter>
      <SidebarRail />
    </Sidebar>
  );
}

const NO_BADGES: Record<string, number> = {};

type MenuProps = { area: Area; items: AreaNavItem[]; current: string | null; onNavigate: () => void };

function CountedMenuItems({ badges, ...menu }: MenuProps & { badges: Promise<Record<string, number>> }) {
  return <MenuItems {...menu} badges={use(badges)} />;
}

function MenuItems({ area, items, current, badges, onNavigate }: MenuProps & { badges: Record<string, number> }) {
  return (
    <SidebarMenu>
      {items.map(({ href, label, icon: Icon }) => (
        <SidebarMenuItem key={href}>
          <SidebarMenuButton asChild isActive={current === href} tooltip={label}>
            <IntentLink
              href={href}
              onClick={onNavigate}
              aria-current={current === href ? "page" : undefined}
              aria-describedby={badges[href] ? badgeId(href) : undefined}
            >
              <Icon aria-hidden />
              <span>{label}</span>
            </IntentLink>
          </SidebarMenuButton>
          {/* Read as the link's description ("3 pendientes", "2 sin leer"), not twice. */}
          {badges[href] ? (
            <SidebarMenuBadge id={badgeId(href)} aria-hidden data-testid="pending-badge">
              {badges[href]}
              <span className="sr-only">{area === "investor" ? " sin leer" : " pendientes"}</span>
            </SidebarMenuBadge>
          ) : null}
        </SidebarMenuItem>
      ))}
    </SidebarMenu>
  );
}
