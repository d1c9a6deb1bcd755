import "server-only";
import { AppError, MESSAGES } from "../core/errors";
import { authProviderName } from "../platform/auth-config";

/** The password routes exist only for the local provider (Clerk has its own pages): else 404. */
export function assertLocalProvider(): void {
  if (authProviderName() !== "local") throw new AppError("not-found", MESSAGES.notFound);
}
