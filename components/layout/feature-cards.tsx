import type { LucideIcon } from "lucide-react";

export type Feature = { icon: LucideIcon; title: string; text: string };

/** A grid of bordered cards, each an icon, a title and a sentence (benefits, guarantees). */
export function FeatureCards({ features }: { features: readonly Feature[] }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {features.map(({ icon: Icon, title, text }) => (
        <div key={title} className="rounded-xl border border-border bg-card p-6">
          <Icon className="mb-4 size-8 text-primary" aria-hidden />
          <h3 className="font-semibold">{title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{text}</p>
        </div>
      ))}
    </div>
  );
}
