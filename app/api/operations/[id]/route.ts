import { byId } from "@/server/http/handler";
import { deleteOperation, updateOperation } from "@/server/operations/admin";

export const PUT = byId.update(updateOperation);
export const DELETE = byId.remove(deleteOperation);
