import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { route } from "@/server/http/handler";
import { calendarFeedStatus, revokeCalendarToken, rotateCalendarToken } from "@/server/calendar";

/** Whether the signed-in user has a private calendar address. */
export const GET = route(async (request) => NextResponse.json(await calendarFeedStatus(await getActor(request.headers))));

/** Makes a new private calendar address (shown once); the previous one stops working. */
export const POST = route(async (request) => NextResponse.json(await rotateCalendarToken(await getActor(request.headers)), { status: 201 }));

/** Revokes the private calendar address. */
export const DELETE = route(async (request) => {
  await revokeCalendarToken(await getActor(request.headers));
  return new Response(null, { status: 204 });
});
