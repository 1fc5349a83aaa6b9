import type { ReactNode } from "react";
import { Disclaimer } from "@/components/site/disclaimer";
import { Footer } from "@/components/site/footer";
import { Header } from "@/components/site/header";

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {/* The footer is desktop-only; the disclaimer must still reach phone readers. */}
      <Disclaimer className="border-t border-line px-5 py-6 lg:hidden" />
      <Footer />
    </>
  );
}
