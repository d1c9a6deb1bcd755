import { NextResponse } from "next/server";
import { created, route } from "@/server/api/handler";
import { fileComplaint, filePublicComplaint } from "@/server/complaints/filing";
import { listComplaints } from "@/server/complaints/register";
import { clientAddress } from "@/server/platform/request/client-address";

/** The register: an investor's own complaints, or (admin) all, `?status=` narrowing them. */
export const GET = route.withCaller(async ({ actor, query }) => listComplaints(actor, query.get("status")));

/**
 * A complaint (issue 66, item 5): signed in, `{ category, text, uploadIds? }` in the investor's name; from the public
 * site, `{ category, text, name, email, acceptPrivacy }`. 201 `{ id, reference, status }` (a bot's honeypot gets the
 * same shape with nothing stored).
 */
export const POST = route.withCaller(
  async ({ actor, body, request }) => {
    const filed = actor ? await fileComplaint(actor, body) : await filePublicComplaint(body, clientAddress(request.headers));
    if (!filed) return NextResponse.json({ id: null, reference: null, status: "filed" }, { status: 201 });
    return created({ id: filed.id, reference: filed.reference, status: filed.status });
  },
  { idempotent: true },
);
