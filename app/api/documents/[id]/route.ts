import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { route } from "@/server/http/handler";
import { getDocument } from "@/server/documents";

/** Another investor's row is a 404, exactly like a missing one. */
export const GET = route<{ id: string }>(async (request, { params }) =>
  NextResponse.json(await getDocument(await getActor(request.headers), (await params).id)),
);
