import { AppError, MESSAGES } from "@/server/core/errors";
import { route } from "@/server/api/handler";
import { isInternalRequest } from "@/server/platform/node/internal-token";
import { sendPaymentReminders } from "@/server/payments/reminders";

/**
 * The club's periodic work, called by server.ts every few minutes (a secret of the process; anyone
 * else gets 404): today, the payment reminders that are due. Safe to run on every instance at once.
 */
export const POST = route(
  async ({ request }) => {
    if (!isInternalRequest(request.headers)) throw new AppError("not-found", MESSAGES.notFound);
    return Response.json({ paymentReminders: await sendPaymentReminders() });
  },
  { writes: "token" },
);
