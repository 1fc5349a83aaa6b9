import type { Metadata } from "next";
import type { ReactNode } from "react";
import { bodyFont, displayFont } from "@/app/fonts";
import { themeCss } from "@/lib/theme/theme-css";
import "@/app/globals.css";

export const metadata: Metadata = {
  title: { default: "Lead desk", template: "%s · SkyHaven lead desk" },
  // Staff pages never belong in a search engine, signed in or not.
  robots: { index: false, follow: false },
};

/** The lead desk is for the sales team in Malaysia: English for now, not localized. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${displayFont.variable} ${bodyFont.variable}`}>
      <head>
        <style dangerouslySetInnerHTML={{ __html: themeCss() }} />
      </head>
      <body className="min-h-dvh bg-bg text-fg">{children}</body>
    </html>
  );
}
