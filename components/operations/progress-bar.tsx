import { progressWidth } from "@/lib/format";

/** Financed percentage as a bar whose width never passes 100 %. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const width = progressWidth(value);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={width}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${width}%` }} />
    </div>
  );
}
