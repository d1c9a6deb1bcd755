import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { movementTypeLabel } from "@/lib/ledger/kinds";

const TONES: Record<string, string> = {
  APORTE: "bg-emerald-700 text-white dark:bg-emerald-500 dark:text-emerald-950",
  DEVOLUCION: "bg-sky-700 text-white dark:bg-sky-500 dark:text-sky-950",
  HONORARIO: "bg-amber-500 text-amber-950",
  BENEFICIO: "bg-teal-700 text-white dark:bg-teal-400 dark:text-teal-950",
  COMISION_EXITO: "bg-amber-500 text-amber-950",
  RETENCION: "bg-slate-600 text-white dark:bg-slate-300 dark:text-slate-950",
};

/** Each type the club defines with its label and tone; any other type raw with a neutral badge. */
export function TransactionTypeBadge({ type }: { type: string }) {
  const tone = TONES[type.toUpperCase()];
  return (
    <Badge variant={tone ? "default" : "secondary"} className={cn("border-transparent", tone)}>
      {movementTypeLabel(type)}
    </Badge>
  );
}
