import { byId } from "@/server/api/handler";
import { deleteTransaction, getTransaction, updateTransaction } from "@/server/transactions/records";

export const GET = byId.read(getTransaction);
export const PUT = byId.update(updateTransaction);
export const DELETE = byId.remove(deleteTransaction);
