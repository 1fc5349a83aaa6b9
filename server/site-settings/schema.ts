/** Patterns shared by the CMS's fields and the environment's (server/env-schema.ts). */
export const settingPatterns = {
  phone: { pattern: /^\+\d{8,15}$/, message: "Write it in international form, e.g. +60387871800." },
  ga4: { pattern: /^G-[A-Z0-9]{4,20}$/, message: "A GA4 measurement id looks like G-XXXXXXX." },
  adsId: { pattern: /^AW-\d{4,15}$/, message: "A Google Ads tag id looks like AW-123456789." },
  adsLabel: {
    pattern: /^[\w-]{1,64}$/,
    message: "A conversion label has letters, digits, - and _ only.",
  },
  metaPixelId: { pattern: /^\d{5,20}$/, message: "A Meta pixel id is its digits only." },
} as const;

export type SettingPattern = keyof typeof settingPatterns;

/** The site's settings as pages, brochures, mails and tags use them: every field resolved. */
export interface SiteSettings {
  contact: {
    /** E.164: the sales gallery's phone, the call button's number. */
    phone: string;
    /** E.164: the number WhatsApp chats open. */
    whatsapp: string;
    /** The sales team's address, as visitors and brochures show it. */
    email: string;
    /** The sales gallery's postal address, one line each. */
    galleryAddress: string[];
  };
  /** The browser tags' ids; unset, that tag does not load. */
  tracking: { ga4?: string; adsId?: string; adsLabel?: string; metaPixelId?: string };
}
