import { byId } from "@/server/api/handler";
import { deleteInvestor, getInvestor, updateInvestor } from "@/server/investors/records";

export const GET = byId.read(getInvestor);
export const PUT = byId.update(updateInvestor);
/** Deleting an investor removes their investments too (database cascade). */
export const DELETE = byId.remove(deleteInvestor);
