import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { route } from "@/server/http/handler";
import { getInvestment } from "@/server/investments";

/** Another investor's row is a 404, exactly like a missing one. */
export const GET = route<{ id: string }>(async (request, { params }) =>
  NextResponse.json(await getInvestment(await getActor(request.headers), (await params).id)),
);
