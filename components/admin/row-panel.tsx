"use client";

import type { ReactNode } from "react";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";

/**
 * A side panel about one row of a list (its Historial, its Descargas): the panel's title, the row's
 * name under it, then `children`.
 */
export function RowPanel({
  open,
  onOpenChange,
  title,
  label,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-lg">
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{label}</SheetDescription>
        </SheetHeader>
        <div className="grid gap-3 px-4 pb-6 text-sm">{children}</div>
      </SheetContent>
    </Sheet>
  );
}
