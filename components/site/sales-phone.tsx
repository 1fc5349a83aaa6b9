"use client";

import { createContext, useContext, type ReactNode } from "react";
import { developerFacts } from "@/content/developer/facts";

// The sales number of the site settings (CMS, else environment, else sample), for client code
// that cannot read them itself: the error boundary's "call us" runs in the browser.
const SalesPhone = createContext<string>(developerFacts.phone);

export function SalesPhoneProvider({ phone, children }: { phone: string; children: ReactNode }) {
  return <SalesPhone value={phone}>{children}</SalesPhone>;
}

/** The sales number, E.164. */
export const useSalesPhone = (): string => useContext(SalesPhone);
