import { byId } from "@/server/api/handler";
import { deleteDocument, getDocument, updateDocument } from "@/server/papers/documents";

export const GET = byId.read(getDocument);
export const PUT = byId.update(updateDocument);
export const DELETE = byId.remove(deleteDocument);
