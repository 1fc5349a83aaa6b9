import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import { privacyNoticeVersion } from "@/content/legal/privacy/version";
import { termsVersion } from "@/content/legal/terms/version";
import { normalizeEmail } from "@/lib/registration/email";
import { toE164 } from "@/lib/registration/phone";
import type {
  AuditLogTable,
  OutboxTable,
  RegistrationTable,
  RegistrationUnitTypeTable,
} from "../db/schema";
import { outboxEntriesFor, type NotificationTargets } from "../outbox/entries";
import { leadConversionEntries } from "../conversions/entries";
import { adColumns } from "../conversions/registration-columns";
import type { NewRegistration } from "./types";

/** Everything one registration writes, whichever database and however it is committed. */
export interface RegistrationRows {
  registration: Insertable<RegistrationTable>;
  unitTypes: Insertable<RegistrationUnitTypeTable>[];
  outbox: Insertable<OutboxTable>[];
  audit: Insertable<AuditLogTable>;
  /** What the registration does to the person's lead: see LeadEffect. */
  lead: LeadEffect;
}

/**
 * A first registration gets an owner when the desk assigns automatically; a repeat writes
 * "registered again" into its person's timeline and reopens a closed lead. Suspected spam does
 * neither. Ids are fixed here so every database writes the same rows.
 */
export type LeadEffect =
  | {
      kind: "first";
      /** `owner`: the salesperson who entered the lead owns it; without it, the rotation decides. */
      assign: { eventId: string; auditId: string; owner?: { id: string; name: string } };
    }
  | { kind: "repeat"; eventId: string }
  | { kind: "none" };

/** The matching keys a repeat is recognised by: E.164 number and normalized email. */
export interface Person {
  contactE164: string;
  emailNormalized: string;
}

export function personKeys({ input }: NewRegistration): Person {
  const contactE164 = toE164(input.contact);
  if (!contactE164) throw new Error("a registration needs a validated contact number");
  // A buyer entered at the desk may have given no email: then the number alone is the key.
  return { contactE164, emailNormalized: input.email ? normalizeEmail(input.email) : "" };
}

/** A new registration's id and time, fixed before its person is claimed. */
export interface RegistrationIdentity {
  id: string;
  createdAt: string;
  /** The id of the registration's conversion event, shared by the browser's pixel and the server. */
  eventId: string;
}

export function newIdentity({ context }: NewRegistration): RegistrationIdentity {
  return {
    id: randomUUID(),
    createdAt: (context.now ?? new Date()).toISOString(),
    eventId: randomUUID(),
  };
}

/** The rows of a registration by `person`, whose first registration is `duplicateOf` (or none). */
export function registrationRows(
  { input, context }: NewRegistration,
  targets: NotificationTargets,
  { contactE164, emailNormalized }: Person,
  { id, createdAt: now, eventId }: RegistrationIdentity,
  duplicateOf: string | null,
): RegistrationRows {
  return {
    registration: {
      id,
      created_at: now,
      salutation_id: input.salutationId,
      full_name: input.name,
      contact_raw: input.contact,
      contact_e164: contactE164,
      email: input.email,
      email_normalized: emailNormalized,
      address: input.address,
      channel: input.channel,
      locale: context.locale,
      consent_personal_data_at: now,
      consent_terms_at: now,
      consent_notice_version: privacyNoticeVersion,
      consent_terms_version: termsVersion,
      consent_locale: context.locale,
      utm_source: input.utmSource ?? null,
      utm_medium: input.utmMedium ?? null,
      utm_campaign: input.utmCampaign ?? null,
      utm_term: input.utmTerm ?? null,
      utm_content: input.utmContent ?? null,
      referrer: context.referrer?.slice(0, 500) ?? null,
      landing_page: context.landingPage?.slice(0, 500) ?? null,
      source: context.source,
      status: context.suspectedSpam ? "spam" : "new",
      duplicate_of: duplicateOf,
      submission_key: context.submission?.key ?? null,
      submission_hash: context.submission?.hash ?? null,
      latest_at: now,
      agent: context.desk?.agent ?? null,
      entered_by: context.desk?.staffId ?? null,
      agent_id: context.agentClaim?.agentId ?? null,
      ...adColumns(input, now),
      event_id: eventId,
      unit_id: input.unit ?? null,
      meta_lead_id: context.metaLeadId ?? null,
    },
    unitTypes: input.unitTypes.map((unit_type) => ({ registration_id: id, unit_type })),
    // Suspected spam is kept for the record, but nobody is told about it. A lead typed in at the
    // desk tells sales and the webhook, not the buyer: the acknowledgement thanks them for
    // registering online, and the salesperson who met them follows up in person. A booking sends
    // its own confirmation instead.
    outbox: context.suspectedSpam
      ? []
      : [
          ...outboxEntriesFor(
            { id, input, locale: context.locale, duplicateOf, createdAt: now },
            targets,
          ).filter(
            (entry) =>
              !((context.desk || context.source === "booking") && entry.topic === "buyer_ack"),
          ),
          // A person's first registration, with advertising consented: its `lead` conversion.
          // A repeat is the same person, whose lead was counted once already.
          ...(!duplicateOf && input.consentAdvertising && targets.conversions
            ? leadConversionEntries(
                { id, eventId, createdAt: now, userAgent: context.userAgent },
                targets.conversions,
              )
            : []),
        ],
    audit: {
      id: randomUUID(),
      at: now,
      actor: context.desk ? `staff:${context.desk.staffId}` : `public:${context.source}`,
      action: context.suspectedSpam ? "registration.spam" : "registration.create",
      entity: "registration",
      entity_id: id,
      details: JSON.stringify(
        context.desk
          ? { duplicateOf, locale: context.locale, source: context.source }
          : { duplicateOf, locale: context.locale },
      ),
    },
    lead: context.suspectedSpam
      ? { kind: "none" }
      : duplicateOf
        ? { kind: "repeat", eventId: randomUUID() }
        : {
            kind: "first",
            assign: {
              eventId: randomUUID(),
              auditId: randomUUID(),
              owner: context.desk?.owns
                ? { id: context.desk.staffId, name: context.desk.staffName }
                : undefined,
            },
          },
  };
}
