import { developerFacts, formatMalaysianPhone } from "@/content/developer";

/** The sales gallery's number, as a link and as read: one source (content/developer) for both. */
export interface SalesContact {
  callHref: string;
  phone: string;
}

export function salesContact(): SalesContact {
  return {
    callHref: `tel:${developerFacts.phone}`,
    phone: formatMalaysianPhone(developerFacts.phone),
  };
}
