import { calendarResponse, investorCalendar } from "@/server/calendar";
import { clientAddress } from "@/server/http/client-address";
import { HttpError, MESSAGES } from "@/server/http/errors";
import { route } from "@/server/http/handler";

/**
 * GET /api/calendar/{token}.ics: an investor's private feed of the milestones of their operations.
 * The secret in the address is the only credential (calendar apps send no cookie); an unknown or
 * revoked one is a 404; more than CALENDAR_FEED_LIMIT requests from one client, a 429.
 */
export const GET = route<{ token: string }>(async ({ request, params }) => {
  const body = await investorCalendar(params.token, clientAddress(request.headers));
  if (body === null) throw new HttpError(404, MESSAGES.notFound);
  return calendarResponse(body, "mis-operaciones.ics", { "x-robots-tag": "noindex" });
});
