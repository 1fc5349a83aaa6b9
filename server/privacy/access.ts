import type { Kysely } from "kysely";
import { channelLabels, type Channel } from "@/lib/registration/channels";
import type { Database } from "../db/schema";
import { groupRegistrations } from "./find-person";

const messageKinds: Record<string, string> = {
  buyer_ack: "Acknowledgement email to you",
  sales_notify: "Notice of your registration to our sales team",
  lead_webhook: "Copy of your registration to our sales system",
  lead_alert: "Notice of your registration to the salesperson looking after you",
  booking_confirm: "Confirmation of your sales gallery visit",
  booking_reminder: "Reminder of your sales gallery visit",
  ballot_result: "Your launch ballot queue number and selection slot",
};

/**
 * Everything held about a person, for an access request under Malaysia's PDPA: each registration
 * with every field, unit types, consents, the sales team's status history and notes, and the
 * messages sent about them.
 *
 * Messages are listed by kind, status and time but without their bodies: a body repeats the
 * registration fields already in this file, and the internal ones carry our sales mailbox or webhook
 * address, which is not the person's data. Timeline entries leave out which staff member acted:
 * that is the staff member's personal data, not the requester's.
 */
export async function buildAccessFile(db: Kysely<Database>, rootIds: string[], now = new Date()) {
  const registrations = rootIds.length ? await groupRegistrations(db, rootIds) : [];
  const ids = registrations.map((r) => r.id);
  const [units, events, messages] = ids.length
    ? await Promise.all([
        db
          .selectFrom("registration_unit_types")
          .select(["registration_id", "unit_type"])
          .where("registration_id", "in", ids)
          .orderBy("unit_type")
          .execute(),
        db
          .selectFrom("lead_events")
          .select(["registration_id", "at", "kind", "from_status", "to_status", "note"])
          .where("registration_id", "in", ids)
          .orderBy("at")
          .execute(),
        db
          .selectFrom("outbox")
          .select(["registration_id", "topic", "status", "created_at", "sent_at"])
          .where("registration_id", "in", ids)
          .orderBy("created_at")
          .execute(),
      ])
    : [[], [], []];

  return {
    format: "skyhaven-personal-data/1",
    generatedAt: now.toISOString(),
    controller: "SkyHaven Suites",
    registrations: registrations.map((r) => ({
      id: r.id,
      firstRegistrationId: r.duplicate_of,
      createdAt: r.created_at,
      salutation: r.salutation,
      fullName: r.full_name,
      contact: r.contact_raw,
      contactE164: r.contact_e164,
      email: r.email,
      address: r.address,
      heardOfUsThrough:
        (channelLabels as Record<string, string>)[r.channel as Channel] ?? r.channel,
      language: r.locale,
      unitTypes: units.filter((u) => u.registration_id === r.id).map((u) => u.unit_type),
      unit: r.unit_id,
      consents: {
        personalData: {
          givenAt: r.consent_personal_data_at,
          noticeVersion: r.consent_notice_version,
          language: r.consent_locale,
        },
        terms: {
          givenAt: r.consent_terms_at,
          version: r.consent_terms_version,
          language: r.consent_locale,
        },
      },
      attribution: {
        utmSource: r.utm_source,
        utmMedium: r.utm_medium,
        utmCampaign: r.utm_campaign,
        utmTerm: r.utm_term,
        utmContent: r.utm_content,
        referrer: r.referrer,
        landingPage: r.landing_page,
      },
      source: r.source,
      salesStatus: r.status,
      erasedAt: r.erased_at,
    })),
    salesTimeline: events.map((e) => ({
      registrationId: e.registration_id,
      at: e.at,
      kind: e.kind,
      fromStatus: e.from_status,
      toStatus: e.to_status,
      note: e.note,
    })),
    messages: messages.map((m) => ({
      registrationId: m.registration_id,
      kind: messageKinds[m.topic] ?? m.topic,
      status: m.status,
      createdAt: m.created_at,
      sentAt: m.sent_at,
    })),
  };
}

export type AccessFile = Awaited<ReturnType<typeof buildAccessFile>>;
