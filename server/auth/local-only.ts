import "server-only";
import { HttpError, MESSAGES } from "../http/errors";
import { authProviderName } from "./config";

/** The password routes exist only for the local provider (Clerk has its own pages): else 404. */
export function assertLocalProvider(): void {
  if (authProviderName() !== "local") throw new HttpError(404, MESSAGES.notFound);
}
