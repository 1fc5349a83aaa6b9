import type { Kysely } from "kysely";
import type { Locale } from "next-intl";
import type { BookingInput } from "@/lib/booking/schema";
import type { Database } from "../db/schema";
import type { NotificationTargets } from "../outbox/entries";
import { personKeyValues } from "../registrations/claim-person";
import type { Person } from "../registrations/rows";
import { writeRegistration } from "../registrations/write-registration";

/**
 * The lead a booking belongs to, inside the caller's transaction: the person's first registration
 * when their E.164 number or normalized email is known (the registrations' own person keys), or a
 * new lead with source `booking`. Two bookings by the same new person at once both reach
 * writeRegistration, whose claim makes the later one a repeat of the earlier: one lead still.
 */
export async function leadForBooking(
  trx: Kysely<Database>,
  input: BookingInput,
  person: Person,
  locale: Locale,
  now: Date,
  targets: NotificationTargets,
): Promise<string> {
  const known = await trx
    .selectFrom("person_keys")
    .select("first_id")
    .where("key", "in", personKeyValues(person))
    .orderBy("first_at")
    .executeTakeFirst();
  if (known) return known.first_id;
  const created = await writeRegistration(trx, {
    registration: {
      input: {
        salutationId: input.salutationId,
        name: input.name,
        contact: input.contact,
        email: input.email,
        address: "",
        channel: "website",
        consentPersonalData: true,
        consentTerms: true,
        unitTypes: [],
        utmSource: undefined,
        utmMedium: undefined,
        utmCampaign: undefined,
        utmTerm: undefined,
        utmContent: undefined,
      },
      context: { locale, source: "booking", now },
    },
    targets,
  });
  return created.duplicateOf ?? created.id;
}
