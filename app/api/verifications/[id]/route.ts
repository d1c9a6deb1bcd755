import { byId } from "@/server/api/handler";
import { getVerification } from "@/server/kyc/review";

/** One investor's identification (the id is the investor's): declaration, files, decision, screening candidates. */
export const GET = byId.read(getVerification);
