import { calendarFeedStatus, revokeCalendarToken, rotateCalendarToken } from "@/server/calendar/feeds";
import { created, noContent, route } from "@/server/api/handler";

/** Whether the signed-in user has a private calendar address. */
export const GET = route.withCaller(async ({ actor }) => calendarFeedStatus(actor));

/** Makes a new private calendar address (shown once); the previous one stops working. */
export const POST = route.withCaller(async ({ actor }) => created(await rotateCalendarToken(actor)), { body: "none" });

/** Revokes the private calendar address. */
export const DELETE = route.withCaller(async ({ actor }) => {
  await revokeCalendarToken(actor);
  return noContent();
});
