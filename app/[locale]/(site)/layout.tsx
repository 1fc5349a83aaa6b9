import type { Locale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { ActionBar } from "@/components/site/contact/action-bar";
import { salesContact } from "@/components/site/contact/sales-contact";
import { Footer } from "@/components/site/footer";
import { Header } from "@/components/site/header";
import { currentSiteSettings } from "@/server/cms/read/site-settings";

interface SiteLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export default async function SiteLayout({ children, params }: SiteLayoutProps) {
  // Layouts render apart from their pages: each sets the locale, or next-intl would read headers
  // and turn every page dynamic.
  setRequestLocale((await params).locale as Locale);
  // The sales number from the site settings: a marketer's change reaches every page's call button.
  const contact = salesContact((await currentSiteSettings()).contact.phone);
  return (
    <>
      <Header contact={contact} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <ActionBar contact={contact} />
    </>
  );
}
