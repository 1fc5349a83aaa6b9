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
 * One Conversions API event. A registration made on the site is a website event (the buyer's own
 * action, the page and browser it came from); the desk's stages are `system_generated` (a CRM's).
 * A person who came through a Lead Ads form never was on the site: every event of theirs is
 * `system_generated` with Meta's lead id in `user_data.lead_id` (Meta's payload specification for
 * CRM events of Lead Ads), without website fields. The id goes as a string: Meta's are 15 to 17
 * digits, more than a JavaScript number holds exactly. Email and phone go only as SHA-256 of their
 * normalized form, never plain.
 */
export function metaEvent(payload: ConversionPayload, lead: ConversionLead, siteUrl: string) {
  const website = payload.stage === "lead" && !lead.metaLeadId;
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
      ...(lead.metaLeadId && { lead_id: lead.metaLeadId }),
      ...(fbc && { fbc }),
      ...(lead.fbp && { fbp: lead.fbp }),
      ...(website && payload.userAgent && { client_user_agent: payload.userAgent }),
    },
    ...(!website && {
      custom_data: { lead_event_source: "SkyHaven lead desk", event_source: "crm" },
    }),
  };
}
