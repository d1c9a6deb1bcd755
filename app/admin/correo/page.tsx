import type { Metadata } from "next";
import { env } from "@/server/platform/env";
import { listEmailsPage, parseEmailQuery } from "@/server/mail/admin";
import { listScreen } from "../_components/list-screen";
import { EmailsTable } from "./_components/emails-table";

export const metadata: Metadata = { title: "Correo saliente" };

export default listScreen({
  title: "Correo saliente",
  subtitle: () =>
    env().SMTP_URL
      ? "Los correos que envía el club, con su estado."
      : "Sin servidor de correo configurado: los mensajes se guardan aquí y no salen de la plataforma.",
  parse: parseEmailQuery,
  list: listEmailsPage,
  Table: EmailsTable,
});
