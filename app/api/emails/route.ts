import { NextResponse } from "next/server";
import { parseTableQuery } from "@/lib/table-query";
import { getActor } from "@/server/auth/session";
import { route } from "@/server/http/handler";
import { EMAIL_SORTS, listEmailsPage } from "@/server/mail/admin";

/** Correo saliente, paged (admins). */
export const GET = route(async (request) => {
  const query = parseTableQuery(Object.fromEntries(new URL(request.url).searchParams), { sortable: EMAIL_SORTS, defaultSort: "createdAt", filters: ["status"] });
  return NextResponse.json(await listEmailsPage(await getActor(request.headers), query));
});
