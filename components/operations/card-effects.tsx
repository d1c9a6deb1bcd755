"use client";

import { useEffect, useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from "react";
import { cn } from "@/lib/utils";

/** Effects run only on wide screens for people who have not asked for reduced motion (docs/specification.md §2, §9). */
const EFFECTS_QUERY = "(min-width: 768px) and (prefers-reduced-motion: no-preference)";
const SPOTLIGHT_RADIUS = 400;
const MAGNETIC_PULL = 0.05;
const RIPPLE_SIZE = 400;
const PARTICLES = 12;

// Fixed positions and timings: the same markup on server and client.
const particles = Array.from({ length: PARTICLES }, (_, i) => ({
  left: `${(i * 37 + 11) % 100}%`,
  top: `${(i * 53 + 7) % 100}%`,
  delay: `${(i % 6) * 0.7}s`,
  duration: `${5 + (i % 4)}s`,
}));

type Ripple = { id: number; x: number; y: number };

export function CardEffects({ children, className, style }: { children: ReactNode; className?: string; style?: CSSProperties }) {
  const ref = useRef<HTMLDivElement>(null);
  const [enabled, setEnabled] = useState(false);
  const [ripples, setRipples] = useState<Ripple[]>([]);

  useEffect(() => {
    const media = window.matchMedia(EFFECTS_QUERY);
    const update = () => setEnabled(media.matches);
    update();
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const el = ref.current;
    if (!enabled || !el) return;
    const rect = el.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    el.style.setProperty("--spot-x", `${x}px`);
    el.style.setProperty("--spot-y", `${y}px`);
    el.style.translate = `${(x - rect.width / 2) * MAGNETIC_PULL}px ${(y - rect.height / 2) * MAGNETIC_PULL}px`;
  };

  const onPointerLeave = () => {
    if (ref.current) ref.current.style.translate = "";
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const el = ref.current;
    if (!enabled || !el) return;
    const rect = el.getBoundingClientRect();
    const ripple = { id: event.timeStamp, x: event.clientX - rect.left, y: event.clientY - rect.top };
    setRipples((current) => [...current, ripple]);
    window.setTimeout(() => setRipples((current) => current.filter((r) => r.id !== ripple.id)), 600);
  };

  return (
    <div
      ref={ref}
      className={cn(
        "group/effects relative transition-[translate,box-shadow] duration-200",
        enabled && "hover:shadow-[0_0_0_1px_var(--color-primary),0_8px_30px_-8px_var(--color-primary)]",
        className,
      )}
      style={style}
      onPointerMove={onPointerMove}
      onPointerLeave={onPointerLeave}
      onPointerDown={onPointerDown}
      data-effects={enabled ? "on" : "off"}
    >
      {children}
      {enabled && (
        <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden rounded-[inherit]">
          <div
            className="absolute inset-0 opacity-0 transition-opacity duration-300 group-hover/effects:opacity-100"
            style={{
              background: `radial-gradient(${SPOTLIGHT_RADIUS}px circle at var(--spot-x, 50%) var(--spot-y, 50%), color-mix(in oklch, var(--color-primary) 14%, transparent), transparent 70%)`,
            }}
          />
          {/* The layer fades in on hover; the particles only pulse inside it. (On the particles
              themselves, the pulse animation overrode opacity-0 and left dots on every card.) */}
          <div
            className="absolute inset-0 opacity-0 transition-opacity duration-300 group-hover/effects:opacity-100"
            data-testid="card-particles"
          >
            {particles.map((p, i) => (
              <span
                key={i}
                className="absolute size-1 animate-pulse rounded-full bg-primary/60"
                style={{ left: p.left, top: p.top, animationDelay: p.delay, animationDuration: p.duration }}
              />
            ))}
          </div>
          {ripples.map((r) => (
            <span
              key={r.id}
              className="absolute rounded-full bg-primary/25"
              style={{
                left: r.x - RIPPLE_SIZE / 2,
                top: r.y - RIPPLE_SIZE / 2,
                width: RIPPLE_SIZE,
                height: RIPPLE_SIZE,
                animation: "card-ripple 0.6s ease-out forwards",
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
