import {
  BanknoteIcon,
  ClipboardCheckIcon,
  BuildingIcon,
  FileSignatureIcon,
  FileTextIcon,
  HandCoinsIcon,
  HistoryIcon,
  LayoutDashboardIcon,
  NewspaperIcon,
  PiggyBankIcon,
  MailIcon,
  MessageSquareWarningIcon,
  SendIcon,
  SettingsIcon,
  IdCardIcon,
  InboxIcon,
  LandmarkIcon,
  ReceiptTextIcon,
  ShieldCheckIcon,
  UsersIcon,
  ScanFaceIcon,
  TrendingUpIcon,
  UserCheckIcon,
  Undo2Icon,
  type LucideIcon,
} from "lucide-react";

export type AreaNavItem = { href: string; label: string; icon: LucideIcon };
export type Area = "admin" | "investor";

/**
 * Sidebars of the specification (docs/specification.md §1, §2), plus Solicitudes, Participaciones, Mensajes,
 * Correo, Actividad and Seguridad, the investor's Novedades, and the deposit account in both (docs/product.md#beyond-the-specification-built).
 */
export const AREA_TITLE: Record<Area, string> = { admin: "Administración", investor: "Área del inversor" };

export const AREA_NAV: Record<Area, AreaNavItem[]> = {
  admin: [
    { href: "/admin", label: "Dashboard", icon: LayoutDashboardIcon },
    { href: "/admin/operations", label: "Operaciones", icon: BuildingIcon },
    { href: "/admin/inversores", label: "Inversores", icon: UsersIcon },
    { href: "/admin/verificaciones", label: "Verificaciones", icon: UserCheckIcon },
    { href: "/admin/solicitudes", label: "Solicitudes", icon: InboxIcon },
    { href: "/admin/investments", label: "Participaciones", icon: HandCoinsIcon },
    { href: "/admin/documentos", label: "Documentos", icon: FileTextIcon },
    { href: "/admin/contracts", label: "Contratos", icon: FileSignatureIcon },
    { href: "/admin/transactions", label: "Transacciones", icon: BanknoteIcon },
    { href: "/admin/deposito", label: "Cuenta de depósito", icon: PiggyBankIcon },
    { href: "/admin/banco", label: "Banco", icon: LandmarkIcon },
    { href: "/admin/devoluciones", label: "Devoluciones", icon: Undo2Icon },
    { href: "/admin/fiscalidad", label: "Fiscalidad", icon: ReceiptTextIcon },
    { href: "/admin/resultados", label: "Resultados", icon: TrendingUpIcon },
    { href: "/admin/messages", label: "Mensajes", icon: MailIcon },
    { href: "/admin/reclamaciones", label: "Reclamaciones", icon: MessageSquareWarningIcon },
    { href: "/admin/correo", label: "Correo", icon: SendIcon },
    { href: "/admin/actividad", label: "Actividad", icon: HistoryIcon },
    { href: "/admin/settings", label: "Configuración", icon: SettingsIcon },
    { href: "/admin/seguridad", label: "Seguridad", icon: ShieldCheckIcon },
  ],
  investor: [
    { href: "/investor", label: "Mi Dashboard", icon: LayoutDashboardIcon },
    { href: "/investor/operations", label: "Mis Operaciones", icon: BuildingIcon },
    // What a new investor does before their first request (issue 67, item 3), near the top rather than tenth.
    { href: "/investor/verificacion", label: "Verificar mi identidad", icon: ScanFaceIcon },
    { href: "/investor/conveniencia", label: "Test de conveniencia", icon: ClipboardCheckIcon },
    { href: "/investor/novedades", label: "Novedades", icon: NewspaperIcon },
    { href: "/investor/deposito", label: "Cuenta de depósito", icon: PiggyBankIcon },
    { href: "/investor/documents", label: "Documentos", icon: FileTextIcon },
    { href: "/investor/contracts", label: "Contratos", icon: FileSignatureIcon },
    { href: "/investor/fiscalidad", label: "Fiscalidad", icon: ReceiptTextIcon },
    { href: "/investor/datos", label: "Mis datos", icon: IdCardIcon },
    { href: "/investor/reclamaciones", label: "Reclamaciones", icon: MessageSquareWarningIcon },
    { href: "/investor/seguridad", label: "Seguridad", icon: ShieldCheckIcon },
  ],
};

/** The item of the current page: the longest href that the path starts with. */
export function activeHref(pathname: string, items: AreaNavItem[]): string | null {
  const matches = items.filter((item) => pathname === item.href || pathname.startsWith(`${item.href}/`));
  return matches.sort((a, b) => b.href.length - a.href.length)[0]?.href ?? null;
}
