import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { listDownloads } from "@/server/files/download-log";
import { route } from "@/server/http/handler";

/** Who downloaded the document's file, and how many investors (admins only). */
export const GET = route<{ id: string }>(async (request, { params }) =>
  NextResponse.json(await listDownloads(await getActor(request.headers), "document", (await params).id)),
);
