import { byId } from "@/server/api/handler";
import { deleteInvestment, getInvestment, updateInvestment } from "@/server/investments/records";

export const GET = byId.read(getInvestment);
export const PUT = byId.update(updateInvestment);
export const DELETE = byId.remove(deleteInvestment);
