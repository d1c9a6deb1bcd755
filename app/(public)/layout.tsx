import { Footer } from "@/components/layout/footer";
import { Navbar } from "@/components/layout/navbar";
import { getSiteSettings } from "@/server/public-data";

export default async function PublicLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings();
  return (
    <>
      <Navbar companyUrl={settings.companyUrl} />
      <main className="min-h-dvh pt-16">{children}</main>
      <Footer />
    </>
  );
}
