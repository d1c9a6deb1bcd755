import type { Metadata } from "next";
import { ClockIcon, MailIcon, MessageCircleIcon, type LucideIcon } from "lucide-react";
import { ContactForm } from "@/components/contact/contact-form";
import { PREFILL_MESSAGE_SCRIPT } from "@/lib/contact-link";
import { TitledCard } from "@/components/layout/titled-card";
import { publicPageMetadata } from "@/lib/page-metadata";
import { getSiteSettings } from "@/server/club/settings";
import { FactList } from "@/components/shared/fact-list";

export const metadata: Metadata = publicPageMetadata({
  title: "Contacto",
  description: "Escríbenos para resolver tus dudas sobre las operaciones del club o sobre cómo empezar a invertir.",
  path: "/contact",
});

const openingHours = [
  ["Lunes a Viernes", "9:00 - 18:00"],
  ["Sábado", "10:00 - 14:00"],
  ["Domingo", "Cerrado"],
] as const;

export default async function ContactPage() {
  const settings = await getSiteSettings();
  const whatsappLink = `https://wa.me/${settings.whatsappNumber.replace(/\D/g, "")}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="mb-10 max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contacto</h1>
        <p className="mt-2 text-muted-foreground">
          ¿Tienes dudas sobre una operación o sobre cómo empezar a invertir? Escríbenos y te responderemos lo antes posible.
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <TitledCard title="Envíanos un mensaje">
          <ContactForm />
          <script dangerouslySetInnerHTML={{ __html: PREFILL_MESSAGE_SCRIPT }} />
        </TitledCard>
        <aside className="space-y-6">
          <TitledCard title="Información de contacto" contentClassName="space-y-4 text-sm">
            <ContactLink href={`mailto:${settings.contactEmail}`} Icon={MailIcon} label="Email" value={settings.contactEmail} />
            <ContactLink href={whatsappLink} external Icon={MessageCircleIcon} label="WhatsApp" value={settings.whatsappNumber} />
          </TitledCard>
          <TitledCard
            title={
              <span className="flex items-center gap-2">
                <ClockIcon className="size-5 text-primary" aria-hidden /> Horario de atención
              </span>
            }
          >
            <FactList
              className="space-y-2 text-sm"
              rowClassName="flex justify-between"
              valueClassName="font-medium"
              facts={openingHours.map(([days, hours]) => ({ label: days, value: hours }))}
            />
          </TitledCard>
        </aside>
      </div>
    </div>
  );
}

function ContactLink({
  href,
  external,
  Icon,
  label,
  value,
}: {
  href: string;
  external?: boolean;
  Icon: LucideIcon;
  label: string;
  value: string;
}) {
  return (
    <a
      href={href}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className="flex items-center gap-3 hover:text-primary-strong"
    >
      <Icon className="size-5 text-primary" aria-hidden />
      <span>
        <span className="block text-muted-foreground">{label}</span>
        <span className="font-medium">{value}</span>
      </span>
    </a>
  );
}
