"use client";

import { useSearchParams } from "next/navigation";
import { OPERATION_PARAM } from "@/lib/contact-link";
import { ContactForm } from "./contact-form";

/**
 * The contact form, its message begun with the operation the visitor came from ("Solicitar
 * Información" on an operation's page). The page stays static: the query is read in the browser.
 */
export function ContactFormFromQuery() {
  const operation = useSearchParams().get(OPERATION_PARAM)?.trim().slice(0, 200);
  return <ContactForm initialMessage={operation ? `Hola, me interesa la operación «${operation}». ` : undefined} />;
}
