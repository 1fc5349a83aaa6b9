import type { ConversionPayload } from "./entries";
import { googleEmailHash, googlePhoneHash } from "./hash";
import type { ConversionLead } from "./lead-data";

/** The number at the end of `customers/{id}/conversionActions/{id}`: Data Manager's destination. */
export const conversionActionId = (action: string) => action.split("/").at(-1) ?? action;

/** The click that brought the buyer: one of gclid, gbraid, wbraid. */
function adIdentifiers(lead: ConversionLead) {
  if (lead.gclid) return { adIdentifiers: { gclid: lead.gclid } };
  if (lead.gbraid) return { adIdentifiers: { gbraid: lead.gbraid } };
  if (lead.wbraid) return { adIdentifiers: { wbraid: lead.wbraid } };
  return {};
}

interface Account {
  /** The Google Ads account that owns the conversion action (10 digits, no dashes). */
  customerId: string;
  /** The manager account the credentials sign in through, when there is one. */
  loginCustomerId?: string;
}

/**
 * One conversion as a Data Manager API `events:ingest` request (the way Google takes enhanced
 * conversions for leads from accounts new to them since June 2026). From Google's reference
 * (developers.google.com/data-manager/api/reference/rest/v1/events/ingest and the Event, Destination,
 * Consent and Encoding types): `destinations` name the operating account (`accountType`
 * GOOGLE_ADS) and the conversion action's id as `productDestinationId`; each event has its
 * `eventTimestamp`, a `transactionId` (Google's de-duplication key: the event id, so a resend
 * after a crash counts once), the click in `adIdentifiers`, the buyer's email and E.164 phone
 * normalized and SHA-256 hashed in `userData.userIdentifiers` (hex, as `encoding` says), and
 * consent as CONSENT_GRANTED: only buyers who consented to advertising are ever sent.
 */
export function dataManagerRequest(
  payload: ConversionPayload,
  lead: ConversionLead,
  conversionAction: string,
  account: Account,
) {
  return {
    destinations: [
      {
        operatingAccount: { accountType: "GOOGLE_ADS", accountId: account.customerId },
        ...(account.loginCustomerId && {
          loginAccount: { accountType: "GOOGLE_ADS", accountId: account.loginCustomerId },
        }),
        productDestinationId: conversionActionId(conversionAction),
      },
    ],
    events: [
      {
        transactionId: payload.eventId,
        eventTimestamp: new Date(payload.eventTime).toISOString(),
        ...adIdentifiers(lead),
        userData: {
          userIdentifiers: [
            { emailAddress: googleEmailHash(lead.email) },
            { phoneNumber: googlePhoneHash(lead.contactE164) },
          ],
        },
        consent: { adUserData: "CONSENT_GRANTED", adPersonalization: "CONSENT_GRANTED" },
      },
    ],
    encoding: "HEX",
  };
}
