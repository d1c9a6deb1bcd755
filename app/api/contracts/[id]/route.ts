import { byId } from "@/server/api/handler";
import { deleteContract, getContract, updateContract } from "@/server/papers/contracts";

export const GET = byId.read(getContract);
export const PUT = byId.update(updateContract);
export const DELETE = byId.remove(deleteContract);
