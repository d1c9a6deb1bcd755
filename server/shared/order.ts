/** Two rows in the database's order of their ids (uuids compare as their lower-case text, byte by byte). */
export const byId = (a: { id: string }, b: { id: string }): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
