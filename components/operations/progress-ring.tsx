import { formatPercent, progressWidth } from "@/lib/format";

/** Circular progress of the financed percentage (default size 140, stroke 8). */
export function ProgressRing({ value, size = 140, stroke = 8 }: { value: number; size?: number; stroke?: number }) {
  const pct = progressWidth(value);
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      className="relative inline-grid place-items-center"
      style={{ width: size, height: size }}
      role="progressbar"
      aria-label="Financiado"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
    >
      <svg width={size} height={size} className="-rotate-90" aria-hidden>
        <circle cx={size / 2} cy={size / 2} r={radius} fill="none" strokeWidth={stroke} className="stroke-muted" />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - pct / 100)}
          className="stroke-primary"
        />
      </svg>
      <span className="absolute text-center">
        <span className="block text-3xl font-bold">{formatPercent(pct)}</span>
        <span className="block text-xs text-muted-foreground">Financiado</span>
      </span>
    </div>
  );
}
