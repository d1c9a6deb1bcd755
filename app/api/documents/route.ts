import { created, route } from "@/server/api/handler";
import { createDocument, listDocuments } from "@/server/documents";

/** Admins get every row; an investor only the rows that are theirs to see. */
export const GET = route.withCaller(async ({ actor }) => listDocuments(actor));

export const POST = route.withCaller(async ({ actor, body }) => created(await createDocument(actor, body)), {
  idempotent: true,
});
