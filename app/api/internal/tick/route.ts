import { AppError, MESSAGES } from "@/server/core/errors";
import { route } from "@/server/api/handler";
import { isInternalRequest } from "@/server/platform/node/internal-token";
import { sendPaymentReminders } from "@/server/participations/payment-reminders";
import { purgeBlockedAccounts } from "@/server/account/purge";
import { sendIdentityExpiryReminders } from "@/server/kyc/expiry";
import { prisma } from "@/server/platform/database/client";
import { sendQuietOperationReminder, sendUpdateDigests } from "@/server/updates/digest";
import { sweepStaleUploads } from "@/server/files/pending-uploads";

/**
 * The club's periodic work, called by server.ts every few minutes (a secret of the process; anyone
 * else gets 404): the payment reminders that are due, the reminders of identity documents about to
 * expire, the weekly digest of the operations' updates, the quarter's reminder of operations with no
 * update in 90 days, the uploads never attached (past PENDING_UPLOAD_TTL_MS), and the blocked data of closed accounts whose
 * period has ended (`npm run purge` does the same by hand). Safe to run on every instance at once.
 */
export const POST = route(
  async ({ request }) => {
    if (!isInternalRequest(request.headers)) throw new AppError("not-found", MESSAGES.notFound);
    const paymentReminders = await sendPaymentReminders();
    const identityReminders = await sendIdentityExpiryReminders();
    const updateDigests = await sendUpdateDigests();
    const quietOperations = await sendQuietOperationReminder();
    return Response.json({
      paymentReminders,
      identityReminders,
      updateDigests,
      quietOperations,
      staleUploads: await sweepStaleUploads(),
      purged: await purgeBlockedAccounts(await prisma()),
    });
  },
  { writes: "token" },
);
