import { route } from "@/server/api/handler";
import { sendSignatureCode } from "@/server/deposit/signature-code";

/** E-mails the one-time code that signs the deposit contract: `{ sentTo, expiresAt }`. */
export const POST = route.withCaller(async ({ actor }) => sendSignatureCode(actor));
