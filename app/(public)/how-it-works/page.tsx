import type { Metadata } from "next";
import {
  BanknoteIcon,
  FileSearchIcon,
  GavelIcon,
  LandmarkIcon,
  PenLineIcon,
  ScaleIcon,
  SearchIcon,
  ShieldCheckIcon,
  WalletIcon,
  BookLockIcon,
  ListOrderedIcon,
} from "lucide-react";
import { TitledSection } from "@/components/layout/titled-section";
import { ExploreButtons } from "@/components/layout/explore-buttons";
import { FeatureCards } from "@/components/layout/feature-cards";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { publicPageMetadata } from "@/lib/page-metadata";
import { getDepositOffer, type DepositOffer } from "@/server/club/deposit-settings";

export const metadata: Metadata = publicPageMetadata({
  title: "Cómo Funciona",
  description:
    "Dos vías para invertir en deuda hipotecaria —cuenta de depósito y cuenta de participación (CPO)—, el proceso en seis pasos y las cuatro garantías legales del inversor.",
  path: "/how-it-works",
});

/**
 * The deposit account as the club words it (Configuración, "Cuenta de depósito": its yield and
 * claim, and the wording its counsel gives), or that it is not offered now.
 */
function depositRoute(offer: DepositOffer | null) {
  return {
    icon: WalletIcon,
    title: "Cuenta de Depósito",
    subtitle: "No vinculada a una operación concreta",
    points: offer
      ? [offer.claim, "Liquidez según las ventanas operativas del club", "Formalización 100% digital"]
      : ["Ahora mismo el club no la ofrece."],
    note: offer?.wording ?? null,
  };
}

const participationRoute = {
  icon: LandmarkIcon,
  title: "Cuenta de Participación (CPO)",
  subtitle: "Vinculada a una única operación",
  points: [
    "Ticket mínimo de 30.000 €",
    "Data room siempre disponible",
    "Comisión de éxito del 50% sobre la ganancia neta",
    "Beneficio neto tras costes repartido 50/50",
    "Formalización ante notario",
  ],
  note: null,
};

const steps = [
  {
    icon: SearchIcon,
    title: "Selección de la operación",
    text: "Nuestro equipo analiza carteras de créditos hipotecarios y selecciona aquellos con garantía sólida y margen de descuento. Por ejemplo, la compra de un crédito de 80.000 € por debajo de su valor nominal.",
  },
  {
    icon: FileSearchIcon,
    title: "Revisión del data room",
    text: "Tienes acceso a toda la documentación: nota simple, tasación, situación procesal y estrategia de salida.",
  },
  {
    icon: PenLineIcon,
    title: "Formalización",
    text: "Ante notario en la cuenta de participación (CPO); totalmente digital en la cuenta de depósito.",
  },
  {
    icon: GavelIcon,
    title: "Ejecución judicial",
    text: "Como nuevos acreedores, impulsamos la ejecución hipotecaria ante el juzgado competente.",
  },
  {
    icon: ScaleIcon,
    title: "Subasta y realización",
    text: "El inmueble sale a subasta en el Portal de Subastas oficial; el club cobra o se adjudica el activo para venderlo.",
  },
  {
    icon: BanknoteIcon,
    title: "Cobro de beneficios",
    text: "Recuperado el crédito o vendido el inmueble, se liquidan los beneficios a los inversores.",
  },
];

const guarantees = [
  {
    icon: ShieldCheckIcon,
    title: "Subrogación Total",
    text: "El club se subroga en todos los derechos del acreedor original sobre el crédito y su garantía.",
  },
  {
    icon: GavelIcon,
    title: "Acción Hipotecaria Preferente",
    text: "La hipoteca permite dirigirse directamente contra el inmueble mediante un procedimiento especial y ágil.",
  },
  {
    icon: ListOrderedIcon,
    title: "Prioridad de Cobro",
    text: "El acreedor hipotecario cobra con preferencia sobre otros acreedores con el producto de la subasta.",
  },
  {
    icon: BookLockIcon,
    title: "Seguridad Registral",
    text: "La garantía consta inscrita en el Registro de la Propiedad, con plena eficacia frente a terceros.",
  },
];

const SECTION_HEADING = "mb-6 text-2xl font-bold";

export default async function HowItWorksPage() {
  const routes = [depositRoute(await getDepositOffer()), participationRoute];
  return (
    <div className="mx-auto max-w-7xl space-y-20 px-4 py-12 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Cómo Funciona</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Invertimos en créditos hipotecarios adquiridos con descuento y los ejecutamos judicialmente. Tú eliges cómo participar.
        </p>
      </header>

      <TitledSection id="vias" title="Dos vías de inversión" headingClassName={SECTION_HEADING}>
        <div className="grid gap-6 md:grid-cols-2">
          {routes.map(({ icon: Icon, title, subtitle, points, note }) => (
            <Card key={title}>
              <CardHeader>
                <Icon className="mb-2 size-8 text-primary" aria-hidden />
                <CardTitle className="text-xl">{title}</CardTitle>
                <CardDescription>{subtitle}</CardDescription>
              </CardHeader>
              <CardContent>
                <ul className="list-disc space-y-2 pl-5 text-sm">
                  {points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                {note && <p className="mt-4 text-sm whitespace-pre-line text-muted-foreground">{note}</p>}
              </CardContent>
            </Card>
          ))}
        </div>
      </TitledSection>

      <TitledSection id="proceso" title="El proceso en seis pasos" headingClassName={SECTION_HEADING}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-xl border border-border bg-card p-6">
              <div className="mb-3 flex items-center gap-3">
                <span className="grid size-9 place-items-center rounded-full bg-primary font-bold text-primary-foreground">
                  {index + 1}
                </span>
                <Icon className="size-6 text-primary" aria-hidden />
              </div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </TitledSection>

      <TitledSection id="garantias" title="Cuatro garantías legales" headingClassName={SECTION_HEADING}>
        <FeatureCards features={guarantees} />
      </TitledSection>

      <div className="rounded-xl border border-border bg-muted/40 p-8 text-center">
        <h2 className="text-2xl font-bold">¿Listo para empezar?</h2>
        <p className="mt-2 text-muted-foreground">Más de 15 años de experiencia y total transparencia en cada operación.</p>
        <ExploreButtons then={{ href: "/contact", label: "Contactar" }} className="mt-6" />
      </div>
    </div>
  );
}
