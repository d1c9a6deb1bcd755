import { byId } from "@/server/api/handler";
import { deleteParticipation, getParticipation, updateParticipation } from "@/server/participations/records";

export const GET = byId.read(getParticipation);
export const PUT = byId.update(updateParticipation);
export const DELETE = byId.remove(deleteParticipation);
