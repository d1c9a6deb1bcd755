import { byId } from "@/server/api/handler";
import { deleteOperation, updateOperation } from "@/server/operations/admin";

export const PUT = byId.update(updateOperation);
export const DELETE = byId.remove(deleteOperation);
