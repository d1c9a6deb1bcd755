import { Suspense } from "react";
import Link from "next/link";
import { ArrowRightIcon, BadgeCheckIcon, EyeIcon, ShieldCheckIcon, TrendingUpIcon, UsersIcon } from "lucide-react";
import { GuardNotice } from "@/components/auth/guard-notice";
import { ExploreButtons } from "@/components/layout/explore-buttons";
import { TitledSection } from "@/components/layout/titled-section";
import { FeatureCards } from "@/components/layout/feature-cards";
import { OperationGrid } from "@/components/operations/operation-grid";
import { Button } from "@/components/ui/button";
import { HEADLINE_STATS, SITE_TAGLINE } from "@/lib/site";
import { getFeaturedOperations } from "@/server/operations/public";

const benefits = [
  {
    icon: TrendingUpIcon,
    title: "Rentabilidad Superior",
    text: "Créditos hipotecarios adquiridos con descuento: rentabilidades muy por encima de los productos tradicionales.",
  },
  {
    icon: ShieldCheckIcon,
    title: "Seguridad Total",
    text: "Cada operación está respaldada por una garantía hipotecaria inscrita sobre un inmueble real.",
  },
  {
    icon: UsersIcon,
    title: "Equipo Experto",
    text: "Más de 15 años de experiencia en deuda hipotecaria, procesos judiciales y gestión inmobiliaria.",
  },
  {
    icon: EyeIcon,
    title: "Transparencia Total",
    text: "Data room siempre disponible y seguimiento del estado procesal de cada operación.",
  },
];

export default function HomePage() {
  return (
    <>
      <Suspense>
        <GuardNotice />
      </Suspense>
      <section className="relative overflow-hidden border-b border-border">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklch,var(--color-primary)_18%,transparent),transparent_60%)]"
        />
        <div className="mx-auto max-w-7xl px-4 py-20 text-center sm:px-6 md:py-28">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-border px-3 py-1 text-sm text-muted-foreground">
            <BadgeCheckIcon className="size-4 text-primary" aria-hidden /> Oportunidades inmobiliarias exclusivas
          </p>
          <h1 className="mx-auto max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl md:text-6xl">{SITE_TAGLINE}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
            Invierte en créditos hipotecarios adquiridos con descuento y ejecutados judicialmente. Rentabilidades superiores, garantía
            inmobiliaria y total transparencia en cada operación.
          </p>
          <ExploreButtons then={{ href: "/how-it-works", label: "Saber Más" }} className="mt-10" />
          <div className="mx-auto mt-16 grid max-w-5xl grid-cols-2 gap-4 md:grid-cols-4">
            {HEADLINE_STATS.map((stat) => (
              <div key={stat.label} className="rounded-xl border border-border bg-card/60 p-5">
                <p className="text-3xl font-bold text-primary-strong">{stat.value}</p>
                <p className="mt-1 font-medium">{stat.label}</p>
                <p className="text-xs text-muted-foreground">{stat.detail}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <TitledSection
        id="destacadas"
        title="Operaciones Destacadas"
        className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
        headingClassName="text-center text-3xl font-bold tracking-tight"
      >
        <p className="mt-2 mb-10 text-center text-muted-foreground">Las oportunidades seleccionadas por nuestro equipo</p>
        <Suspense fallback={<p className="text-center text-muted-foreground">Cargando operaciones...</p>}>
          <FeaturedOperations />
        </Suspense>
        <div className="mt-10 text-center">
          <Button asChild size="lg" variant="outline">
            <Link href="/operations">
              Ver Todas las Operaciones <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
        </div>
      </TitledSection>

      <div className="border-t border-border bg-muted/30">
        <TitledSection
          id="por-que"
          title="¿Por qué invertir con nosotros?"
          className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
          headingClassName="mb-10 text-center text-3xl font-bold tracking-tight"
        >
          <FeatureCards features={benefits} />
        </TitledSection>
      </div>
    </>
  );
}

async function FeaturedOperations() {
  const operations = await getFeaturedOperations();
  if (operations.length === 0) {
    return (
      <div className="text-center text-muted-foreground">
        <p>No hay operaciones destacadas en este momento.</p>
        <p>Consulta todas nuestras operaciones disponibles.</p>
      </div>
    );
  }
  return <OperationGrid operations={operations} />;
}
