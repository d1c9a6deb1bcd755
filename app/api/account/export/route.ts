import { exportOwnData } from "@/server/account/data-export/export";
import { zipDownload } from "@/server/api/zip-download";
import { route } from "@/server/api/handler";

/** "Descargar mis datos": a ZIP of every row about the signed-in person and their papers' files (429 past the hourly limit). */
export const GET = route.withCaller(async ({ actor }) => {
  const now = new Date();
  return zipDownload(await exportOwnData(actor, now), "mis-datos", now);
});
