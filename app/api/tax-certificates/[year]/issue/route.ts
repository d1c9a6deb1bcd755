import { route } from "@/server/api/handler";
import { issueCertificates } from "@/server/tax/years";

/** E-mails the year's certificates to every perceptor whose figures were not certified yet. */
export const POST = route.withCaller<{ year: string }>(async ({ actor, params }) => issueCertificates(actor, params.year), {
  body: "none",
});
