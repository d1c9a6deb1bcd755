"use client";

import type { ComponentProps, ReactNode } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The bar under an admin table: how many rows match (announced when it changes), then the page controls. */
export function PagerBar({ total, totalCapped, children }: { total: number; totalCapped?: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
      {/* Live: a search, a filter or a page change is announced, not only seen. */}
      <span data-testid="table-total" role="status">
        {totalCapped ? "Más de " : ""}
        {total.toLocaleString("es-ES")} {total === 1 && !totalCapped ? "resultado" : "resultados"}
      </span>
      <div className="flex items-center gap-2">{children}</div>
    </div>
  );
}

const STEPS = {
  previous: { label: "Página anterior", Icon: ChevronLeftIcon },
  next: { label: "Página siguiente", Icon: ChevronRightIcon },
};

/**
 * A pager button that stays focusable when it cannot be used (aria-disabled rather than disabled):
 * reaching the last page with "Página siguiente" leaves the focus on it instead of dropping it to
 * the page's <body>.
 */
export function PagerButton({
  disabled,
  onClick,
  ...button
}: Omit<ComponentProps<typeof Button>, "disabled" | "onClick"> & { disabled: boolean; onClick: () => void }) {
  return (
    <Button
      variant="outline"
      {...button}
      aria-disabled={disabled}
      className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
      onClick={() => {
        if (!disabled) onClick();
      }}
    />
  );
}

/** "Página anterior" / "Página siguiente". */
export function PageStep({ step, disabled, onClick }: { step: keyof typeof STEPS; disabled: boolean; onClick: () => void }) {
  const { label, Icon } = STEPS[step];
  return (
    <PagerButton size="icon" aria-label={label} disabled={disabled} onClick={onClick}>
      <Icon aria-hidden />
    </PagerButton>
  );
}
