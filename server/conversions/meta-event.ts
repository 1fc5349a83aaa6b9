import { metaEventNames } from "@/lib/conversions/stages";
import type { ConversionPayload } from "./entries";
import { metaEmailHash, metaPhoneHash } from "./hash";
import type { ConversionLead } from "./lead-data";

/**
 * `_fbc` as Meta builds it from a click: `fb.1.{ms}.{fbclid}`. Without the cookie (the browser's
 * pixel never ran) the stored fbclid and the registration time make the same value.
 */
function clickCookie(lead: ConversionLead): string | undefined {
  if (lead.fbc) return lead.fbc;
  if (lead.fbclid) return `fb.1.${Date.parse(lead.createdAt)}.${lead.fbclid}`;
  return undefined;
}

/**
 * One Conversions API event. The registration is a website event (the buyer's own action, the
 * page and browser it came from); the desk's stages are `system_generated` (a CRM's). Email and
 * phone go only as SHA-256 of their normalized form, never plain.
 */
export function metaEvent(payload: ConversionPayload, lead: ConversionLead, siteUrl: string) {
  const website = payload.stage === "lead";
  const fbc = clickCookie(lead);
  return {
    event_name: metaEventNames[payload.stage],
    event_time: Math.floor(Date.parse(payload.eventTime) / 1000),
    event_id: payload.eventId,
    action_source: website ? "website" : "system_generated",
    ...(website && {
      event_source_url: `${siteUrl.replace(/\/$/, "")}${lead.landingPage?.split("?")[0] ?? "/"}`,
    }),
    user_data: {
      em: [metaEmailHash(lead.email)],
      ph: [metaPhoneHash(lead.contactE164)],
      ...(fbc && { fbc }),
      ...(lead.fbp && { fbp: lead.fbp }),
      ...(website && payload.userAgent && { client_user_agent: payload.userAgent }),
    },
    ...(!website && {
      custom_data: { lead_event_source: "SkyHaven lead desk", event_source: "crm" },
    }),
  };
}
