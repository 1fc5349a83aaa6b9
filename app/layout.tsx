import type { ReactNode } from "react";
import "./globals.css";

// <html> lives in app/[locale]/layout.tsx so that it carries the visitor's language.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
