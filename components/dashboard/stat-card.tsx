import type { LucideIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export type Trend = { value: number; isPositive: boolean };

/** The dashboard stat card of docs/specification.md §3: title, value, icon, optional trend and description. */
export function StatCard({
  title,
  value,
  icon: Icon,
  trend,
  description,
}: {
  title: string;
  value: string;
  icon: LucideIcon;
  trend?: Trend | null;
  description?: string;
}) {
  return (
    <Card data-testid="stat-card">
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <Icon className="size-5 text-primary" aria-hidden />
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold" data-testid="stat-value">
          {value}
        </p>
        {trend && (
          <p
            className={cn("mt-1 text-xs", trend.isPositive ? "text-emerald-700 dark:text-emerald-400" : "text-destructive")}
            data-testid="stat-trend"
          >
            {formatTrend(trend)}
          </p>
        )}
        {description && <p className="mt-1 text-xs text-muted-foreground">{description}</p>}
      </CardContent>
    </Card>
  );
}

/** "+15% vs mes anterior" when positive; negative without a plus sign (docs/specification.md §2). */
export function formatTrend(trend: Trend): string {
  const magnitude = Math.abs(trend.value);
  return trend.isPositive ? `+${magnitude}% vs mes anterior` : `-${magnitude}% vs mes anterior`;
}
