import type { Metadata } from "next";
import { listMessagesPage, parseMessageQuery } from "@/server/contact/inbox";
import { listScreen } from "../_components/list-screen";
import { MessagesTable } from "./_components/messages-table";

export const metadata: Metadata = { title: "Mensajes" };

export default listScreen({
  title: "Mensajes",
  subtitle: "Lo que escriben los visitantes desde el formulario de contacto.",
  parse: parseMessageQuery,
  list: listMessagesPage,
  Table: MessagesTable,
});
