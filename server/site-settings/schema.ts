import { z } from "zod";

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
export const siteSettingsSchema = z.object({
  contact: z.object({
    /** E.164: the sales gallery's phone, the call button's number. */
    phone: z.string().regex(settingPatterns.phone.pattern),
    /** E.164: the number WhatsApp chats open. */
    whatsapp: z.string().regex(settingPatterns.phone.pattern),
    /** The sales team's address, as visitors, brochures and mails show it. */
    email: z.email(),
    /** The sales gallery's postal address, one line each. */
    galleryAddress: z.array(z.string().min(1)).min(2),
  }),
  tracking: z.object({
    ga4: z.string().regex(settingPatterns.ga4.pattern).optional(),
    adsId: z.string().regex(settingPatterns.adsId.pattern).optional(),
    adsLabel: z.string().regex(settingPatterns.adsLabel.pattern).optional(),
    metaPixelId: z.string().regex(settingPatterns.metaPixelId.pattern).optional(),
  }),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
