import type { Locale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { Logo } from "@/components/site/logo";
import { Link } from "@/i18n/navigation";

/** Centred layout: the logo and the message, nothing that could itself be unavailable. */
interface StatusLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export default async function StatusLayout({ children, params }: StatusLayoutProps) {
  setRequestLocale((await params).locale as Locale);
  return (
    <>
      <header className="flex h-header-mobile items-center justify-center lg:h-header-desktop">
        <Link href="/" className="rounded-brand">
          <Logo />
        </Link>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
    </>
  );
}
