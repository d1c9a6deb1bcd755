import { getOwnData, updateOwnData } from "@/server/account/own-data";
import { clientAddress } from "@/server/platform/request/client-address";
import { route } from "@/server/api/handler";

/** "Mis datos" of the signed-in person: `{ nif, address, phone, iban, twoFactor }`. */
export const GET = route.withCaller(async ({ actor }) => getOwnData(actor));

/**
 * Saves "Mis datos" (`nif`, `address`, `phone`, `iban`); a new IBAN also takes `password`, and `code`
 * when the account has a second factor (400 on the field that is missing or wrong).
 */
export const PUT = route.withCaller(async ({ actor, request, body }) =>
  updateOwnData(actor, request.headers, clientAddress(request.headers), body),
);
