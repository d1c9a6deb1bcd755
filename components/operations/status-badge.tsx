import { Badge } from "@/components/ui/badge";
import { statusLabel, statusTone } from "@/lib/operation-status";
import { cn } from "@/lib/utils";

const toneClasses = {
  open: "border-transparent bg-emerald-600 text-white dark:bg-emerald-500 dark:text-emerald-950",
  reserved: "border-transparent bg-chart-3 text-white",
  muted: "border-transparent bg-muted text-muted-foreground",
} as const;

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const tone = statusTone(status);
  return (
    <Badge className={cn(toneClasses[tone], className)} data-tone={tone}>
      {statusLabel(status)}
    </Badge>
  );
}
