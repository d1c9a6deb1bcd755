import type { ReactNode } from "react";
import { getSiteSettings } from "@/server/club/settings";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { MAIN_CONTENT_ID } from "./skip-link";

/** The public pages' frame: the fixed bar, the page's one <main> (the skip link's target) and the footer. */
export async function PublicFrame({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings();
  return (
    <>
      <Navbar companyUrl={settings.companyUrl} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-dvh pt-16 outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
