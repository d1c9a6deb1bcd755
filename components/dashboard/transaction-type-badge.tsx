import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const TYPES: Record<string, { label: string; className: string }> = {
  APORTE: { label: "Aporte", className: "bg-emerald-700 text-white dark:bg-emerald-500 dark:text-emerald-950" },
  DEVOLUCION: { label: "Devolución", className: "bg-sky-700 text-white dark:bg-sky-500 dark:text-sky-950" },
  HONORARIO: { label: "Honorario", className: "bg-amber-500 text-amber-950" },
};

/** APORTE, DEVOLUCION and HONORARIO with their labels; any other type raw with a neutral badge. */
export function TransactionTypeBadge({ type }: { type: string }) {
  const known = TYPES[type.toUpperCase()];
  return (
    <Badge variant={known ? "default" : "secondary"} className={cn("border-transparent", known?.className)}>
      {known?.label ?? type}
    </Badge>
  );
}
