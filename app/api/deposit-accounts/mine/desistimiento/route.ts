import { route } from "@/server/api/handler";
import { desistDepositContract, ownDesistimientoResponse } from "@/server/deposit/desistimiento";

/** "Desistir del contrato aquí": `{ name, email }` → the account (409 after the 14 days). */
export const POST = route.withCaller(async ({ actor, body }) => desistDepositContract(actor, body));

/** The acknowledgment of the caller's desistimiento (PDF), kept in the vault; 404 when they have not desisted. */
export const GET = route.withCaller(async ({ actor, request }) => ownDesistimientoResponse(actor, request));
