import { route } from "@/server/api/handler";
import { listRefunds } from "@/server/payouts/refunds";

/** Devoluciones (admins): `{ pending: [...], batches: [...] }` — revocations' and desistimientos' refunds waiting, and the batches made. */
export const GET = route.withCaller(async ({ actor }) => listRefunds(actor));
