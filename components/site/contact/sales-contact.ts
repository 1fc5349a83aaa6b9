import { formatMalaysianPhone } from "@/content/developer/phone";

/** The sales gallery's number, as a link and as read. */
export interface SalesContact {
  callHref: string;
  phone: string;
}

/** `phone` in E.164, from the site settings (server/cms/read/site-settings.ts). */
export function salesContact(phone: string): SalesContact {
  return { callHref: `tel:${phone}`, phone: formatMalaysianPhone(phone) };
}
