"use client"

import * as React from "react"
import { Progress as ProgressPrimitive } from "radix-ui"

import { cn } from "@/lib/utils"

/** Clamps a possibly-invalid number into [min, max]; NaN/±Infinity → min. */
function clamp(value: number, min: number, max: number) {
  if (!Number.isFinite(value)) return min
  return Math.min(max, Math.max(min, value))
}

function Progress({
  className,
  value,
  max = 100,
  ...props
}: React.ComponentProps<typeof ProgressPrimitive.Root>) {
  // Radix requires 0 <= value <= max (otherwise it logs an error and treats
  // the bar as indeterminate), and an out-of-range value would make the
  // indicator overflow its track. Clamp everything before rendering.
  const safeMax = Number.isFinite(max) && max > 0 ? max : 100
  const safeValue =
    typeof value === "number" ? clamp(value, 0, safeMax) : null
  const percent =
    safeValue === null ? 0 : clamp((safeValue / safeMax) * 100, 0, 100)

  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      className={cn(
        "relative h-2 w-full overflow-hidden rounded-full bg-primary/20",
        className
      )}
      value={safeValue}
      max={safeMax}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="h-full w-full flex-1 bg-primary transition-all"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  )
}

export { Progress }
