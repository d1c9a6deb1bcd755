import { calendarResponse, investorCalendar } from "@/server/calendar/feeds";
import { clientAddress } from "@/server/platform/request/client-address";
import { AppError, MESSAGES } from "@/server/core/errors";
import { route } from "@/server/api/handler";

/**
 * GET /api/calendar/{token}.ics: an investor's private feed of the milestones of their operations.
 * The secret in the address is the only credential (calendar apps send no cookie); an unknown or
 * revoked one is a 404; more than CALENDAR_FEED_LIMIT requests from one client, a 429.
 */
export const GET = route<{ token: string }>(async ({ request, params }) => {
  const body = await investorCalendar(params.token, clientAddress(request.headers));
  if (body === null) throw new AppError("not-found", MESSAGES.notFound);
  return calendarResponse(body, "mis-operaciones.ics", { "x-robots-tag": "noindex" });
});
