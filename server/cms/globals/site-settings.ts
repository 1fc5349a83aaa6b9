import type { Field, GlobalConfig, TextFieldSingleValidation } from "payload";
import { formatMalaysianPhone } from "@/content/developer/phone";
import { readEnv } from "@/server/env-schema";
import { resolveSiteSettings, type SettingsEnv } from "@/server/site-settings/resolve";
import { settingPatterns, type SettingPattern } from "@/server/site-settings/schema";
import { editorsOnly } from "../access";
import { revalidateContent } from "../hooks/revalidate";

const matches =
  (kind: SettingPattern): TextFieldSingleValidation =>
  (value) =>
    !value?.trim() || settingPatterns[kind].pattern.test(value.trim())
      ? true
      : settingPatterns[kind].message;

/**
 * The server-side Meta events (Conversions API) go to the deployment's META_PIXEL_ID with its
 * token: a different pixel here would split the browser's events from the server's, so Meta
 * could not de-duplicate them.
 */
const samePixelAsServer: TextFieldSingleValidation = (value, options) => {
  const pattern = matches("metaPixelId")(value, options);
  if (pattern !== true) return pattern;
  const env = readEnv();
  const pixel = value?.trim();
  return !pixel || !env.META_CAPI_TOKEN || !env.META_PIXEL_ID || pixel === env.META_PIXEL_ID
    ? true
    : `The server sends conversions to pixel ${env.META_PIXEL_ID} (META_PIXEL_ID). Use that pixel here, or ask IT to change both together.`;
};

/** Empty shows what the site uses meanwhile: the deployment's value or the sample's. */
function text(name: string, label: string, kind: SettingPattern, fallback?: string): Field {
  return {
    name,
    label,
    type: "text",
    validate: kind === "metaPixelId" ? samePixelAsServer : matches(kind),
    admin: {
      placeholder: fallback,
      description: fallback ? `Empty: ${fallback}.` : "Empty: not used.",
    },
  };
}

/**
 * The settings a marketer changes without a release: the sales team's contacts (call and
 * WhatsApp buttons, the developer page, brochures, mails) and the ids of the browser tags that
 * load after a visitor's consent. Each empty field falls back to the deployment's environment,
 * then to the sample facts (server/site-settings/resolve.ts).
 */
export function siteSettingsGlobal(): GlobalConfig {
  // Only shown as the fields' placeholders; the site validates the environment when it starts
  // (the CMS's command line may run without the site's secrets).
  const now = resolveSiteSettings(null, process.env as SettingsEnv);
  return {
    slug: "site-settings",
    dbName: "cms_site_settings",
    label: "Site settings",
    admin: {
      group: "Settings",
      description:
        "Changes show on the site within a minute of saving. Every empty field uses the value shown in grey.",
    },
    access: { read: editorsOnly, update: editorsOnly, readVersions: editorsOnly },
    versions: { max: 50 },
    hooks: { afterChange: [revalidateContent("site-settings")] },
    fields: [
      {
        name: "contact",
        label: "Sales contacts",
        type: "group",
        fields: [
          text("phone", "Sales gallery phone", "phone", now.contact.phone),
          text("whatsapp", "WhatsApp number", "phone", now.contact.whatsapp),
          {
            name: "email",
            label: "Sales email",
            type: "email",
            admin: {
              placeholder: now.contact.email,
              description: `Empty: ${now.contact.email}. Shown to buyers on the site and in the brochures (replies to mails go where IT set MAIL_REPLY_TO).`,
            },
          },
          {
            name: "galleryAddress",
            label: "Sales gallery address",
            type: "textarea",
            validate: (value: string | null | undefined) =>
              !value?.trim() || value.split(/\r?\n/).filter((l) => l.trim()).length >= 2
                ? true
                : "Write the address on two lines or more: street, then postcode and town.",
            admin: {
              placeholder: now.contact.galleryAddress.join("\n"),
              description: "One line per line of the address.",
            },
          },
        ],
        admin: {
          description: `Numbers in international form; the site shows them as ${formatMalaysianPhone(now.contact.phone)}.`,
        },
      },
      {
        name: "tracking",
        label: "Analytics and advertising tags",
        type: "group",
        admin: {
          description:
            "Loaded only in the browsers of visitors who accepted analytics or advertising cookies. Ids only: access tokens stay with IT.",
        },
        fields: [
          text("ga4MeasurementId", "GA4 measurement id", "ga4", now.tracking.ga4),
          text("googleAdsId", "Google Ads tag id", "adsId", now.tracking.adsId),
          text(
            "googleAdsConversionLabel",
            "Google Ads registration conversion label",
            "adsLabel",
            now.tracking.adsLabel,
          ),
          text("metaPixelId", "Meta pixel id", "metaPixelId", now.tracking.metaPixelId),
        ],
      },
    ],
  };
}
