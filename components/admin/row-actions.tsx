"use client";

import { createContext, useContext, useRef, useState, type ReactNode } from "react";
import { HistoryIcon, MoreHorizontalIcon, PencilIcon, Trash2Icon, type LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { AuditEntity } from "@/lib/audit";
import { HistoryPanel } from "./audit/history-panel";
import { DeleteDialog } from "./delete-dialog";

/** What a menu item asks of its menu: run this once the menu has closed. */
const RunAfterClose = createContext<(action: () => void) => void>((action) => action());

/**
 * One item of a row's menu: its icon, its visible `children` ("Editar"), and an accessible `name`
 * that names the row ("Editar Malvarrosa"). `onSelect` runs once the menu has closed and focus is
 * back on the menu's button, so a dialog it opens returns focus there; or `href` opens a new tab.
 */
export function RowActionItem({
  icon: Icon,
  name,
  onSelect,
  href,
  destructive,
  disabled,
  children,
}: {
  icon: LucideIcon;
  name: string;
  destructive?: boolean;
  disabled?: boolean;
  children: ReactNode;
} & ({ onSelect: () => void; href?: never } | { href: string; onSelect?: never })) {
  const runAfterClose = useContext(RunAfterClose);
  if (href) {
    // A link (a file opened in a new tab) is followed at the click itself: a browser blocks a tab
    // opened later, once the menu has closed.
    return (
      <DropdownMenuItem asChild>
        <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${name} (se abre en una pestaña nueva)`}>
          <Icon aria-hidden /> {children}
        </a>
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem
      aria-label={name}
      variant={destructive ? "destructive" : "default"}
      disabled={disabled}
      onSelect={() => runAfterClose(onSelect!)}
    >
      <Icon aria-hidden /> {children}
    </DropdownMenuItem>
  );
}

/**
 * The actions of one admin table row, behind one button ("Acciones de …") so that every column of
 * the list fits: whatever `children` add (their own {@link RowActionItem}s), Historial, Editar, and
 * Eliminar with its confirmation (asking why when `deleteReason`).
 */
export function RowActions({
  label,
  history,
  onEdit,
  onDelete,
  deleteTitle,
  deleteDescription,
  deleteReason,
  children,
}: {
  label: string;
  /** The row's audit history, when it has one. */
  history?: { entity: AuditEntity; id: string };
  onEdit?: () => void;
  onDelete?: (reason?: string) => Promise<boolean>;
  deleteTitle?: string;
  deleteDescription?: string;
  deleteReason?: boolean;
  children?: ReactNode;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const afterClose = useRef<(() => void) | null>(null);
  const [dialog, setDialog] = useState<"history" | "delete" | null>(null);
  // The dialogs are mounted the first time they open and stay mounted (their closing animation and
  // focus return need them): a list of rows renders no dialog until someone asks for one.
  const [opened, setOpened] = useState<{ history?: true; delete?: true }>({});
  const openDialog = (which: "history" | "delete") => {
    setOpened((seen) => ({ ...seen, [which]: true }));
    setDialog(which);
  };
  const closeDialog = (open: boolean) => !open && setDialog(null);

  return (
    <div className="flex justify-end">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button ref={trigger} variant="ghost" size="icon" aria-label={`Acciones de ${label}`} title="Acciones">
            <MoreHorizontalIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
            const action = afterClose.current;
            afterClose.current = null;
            action?.();
          }}
        >
          <RunAfterClose.Provider value={(action) => (afterClose.current = action)}>
            {children}
            {history && (
              <RowActionItem icon={HistoryIcon} name={`Historial de ${label}`} onSelect={() => openDialog("history")}>
                Historial
              </RowActionItem>
            )}
            {onEdit && (
              <RowActionItem icon={PencilIcon} name={`Editar ${label}`} onSelect={onEdit}>
                Editar
              </RowActionItem>
            )}
            {onDelete && (
              <>
                <DropdownMenuSeparator />
                <RowActionItem icon={Trash2Icon} name={`Eliminar ${label}`} destructive onSelect={() => openDialog("delete")}>
                  Eliminar
                </RowActionItem>
              </>
            )}
          </RunAfterClose.Provider>
        </DropdownMenuContent>
      </DropdownMenu>
      {history && opened.history && (
        <HistoryPanel entity={history.entity} id={history.id} label={label} open={dialog === "history"} onOpenChange={closeDialog} />
      )}
      {onDelete && opened.delete && (
        <DeleteDialog
          open={dialog === "delete"}
          onOpenChange={closeDialog}
          title={deleteTitle}
          description={deleteDescription ?? ""}
          onConfirm={onDelete}
          askReason={deleteReason}
        />
      )}
    </div>
  );
}
