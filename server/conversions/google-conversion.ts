import { MALAYSIA_OFFSET_HOURS } from "@/lib/time/malaysia";
import type { ConversionPayload } from "./entries";
import { googleEmailHash, googlePhoneHash } from "./hash";
import type { ConversionLead } from "./lead-data";

/** `2026-11-28 16:05:00+08:00`: the format Google wants, in Malaysia time with its offset. */
export function googleDateTime(iso: string): string {
  const local = new Date(Date.parse(iso) + MALAYSIA_OFFSET_HOURS * 3_600_000);
  const stamp = local.toISOString().slice(0, 19).replace("T", " ");
  return `${stamp}+${String(MALAYSIA_OFFSET_HOURS).padStart(2, "0")}:00`;
}

/** The click that brought the buyer: one of gclid, gbraid, wbraid (Google takes only one). */
function click(lead: ConversionLead) {
  if (lead.gclid) return { gclid: lead.gclid };
  if (lead.gbraid) return { gbraid: lead.gbraid };
  if (lead.wbraid) return { wbraid: lead.wbraid };
  return {};
}

/**
 * An enhanced conversion for leads (Google Ads `uploadClickConversions` body): the stage's
 * conversion action, its time with the offset, the click id when there was one, and the buyer's
 * email and phone hashed. `orderId` is the event id, so Google drops a repeat of the same one.
 */
export function googleConversion(
  payload: ConversionPayload,
  lead: ConversionLead,
  conversionAction: string,
) {
  return {
    conversions: [
      {
        conversionAction,
        conversionDateTime: googleDateTime(payload.eventTime),
        orderId: payload.eventId,
        ...click(lead),
        userIdentifiers: [
          { hashedEmail: googleEmailHash(lead.email) },
          { hashedPhoneNumber: googlePhoneHash(lead.contactE164) },
        ],
        consent: { adUserData: "GRANTED", adPersonalization: "GRANTED" },
      },
    ],
    partialFailure: true,
  };
}
