import { Badge } from "@/components/ui/badge";
import { statusLabel, statusTone } from "@/lib/operation-status";
import { cn } from "@/lib/utils";

const toneClasses = {
  // White on the darker tones in the light theme, dark text on the bright ones in the dark theme:
  // at least 4.5:1 either way (WCAG 1.4.3; the badges are 12 px text).
  open: "border-transparent bg-emerald-700 text-white dark:bg-emerald-500 dark:text-emerald-950",
  reserved: "border-transparent bg-teal-700 text-white dark:bg-chart-3 dark:text-teal-950",
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
