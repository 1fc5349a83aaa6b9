import type { ReactNode } from "react";

// <html> lives in app/[locale]/layout.tsx so that it carries the visitor's language; the desk,
// the CMS (app/(payload)) and the bare not-found page have their own. The site's stylesheet is
// imported by the site's and the desk's layouts, so the CMS keeps its own look.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
