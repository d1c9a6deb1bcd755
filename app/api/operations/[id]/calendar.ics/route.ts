import { calendarResponse, operationCalendar } from "@/server/calendar/feeds";
import { AppError, MESSAGES } from "@/server/core/errors";
import { route } from "@/server/api/handler";

/**
 * GET /api/operations/{slug}/calendar.ics: the operation's public milestones as an iCalendar
 * file. (The folder is named [id] because Next wants one name per dynamic segment; here it holds
 * the slug.) Not cached: a write to the timeline shows at the next request.
 */
export const GET = route<{ id: string }>(async ({ params }) => {
  const { id: slug } = params;
  const body = await operationCalendar(slug);
  if (body === null) throw new AppError("not-found", MESSAGES.operationNotFound);
  return calendarResponse(body, `${slug}.ics`, { "cache-control": "public, max-age=300" });
});
