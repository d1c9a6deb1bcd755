import type { Metadata } from "next";
import { PageHeader } from "@/components/dashboard/page-header";
import { OpenRequests } from "@/components/admin/open-requests";
import { listOpenRequests } from "@/server/participations/open-requests";
import { adminPage } from "../_components/admin-page";

export const metadata: Metadata = { title: "Solicitudes" };

/** Solicitudes (issue 67, item 1): every request waiting for the club, oldest first, decided in its row. */
export default adminPage(async function OpenRequestsPage(actor) {
  const requests = await listOpenRequests(actor);
  return (
    <>
      <PageHeader
        title="Solicitudes"
        subtitle="Las solicitudes de participación por decidir, las más antiguas primero. Cada decisión se puede deshacer durante unos segundos."
      />
      <OpenRequests requests={requests} />
    </>
  );
});
