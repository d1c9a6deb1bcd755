/** How long a decision on a request can be undone: its e-mail waits in the outbox that long (server/participations/undo-decision.ts). */
export const UNDO_SECONDS = 10;
