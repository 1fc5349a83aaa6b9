import type { ReactNode } from "react";
import { ActionBar } from "./contact/action-bar";
import { salesContact } from "./contact/sales-contact";
import { Footer } from "./footer";
import { Header } from "./header";
import { currentSiteSettings } from "@/server/cms/read/site-settings";

interface SiteFrameProps {
  children: ReactNode;
  /**
   * The address's query, for a page rendered for it (a filtered /layout): the header's language
   * links keep it, also without scripts. Prerendered pages have none and pass none.
   */
  search?: string;
}

/** Header, main and footer around a public page. */
export async function SiteFrame({ children, search }: SiteFrameProps) {
  // The sales number from the site settings: a marketer's change reaches every page's call button.
  const contact = salesContact((await currentSiteSettings()).contact.phone);
  return (
    <>
      <Header contact={contact} search={search} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <ActionBar contact={contact} />
    </>
  );
}
