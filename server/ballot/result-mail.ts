import type { Locale } from "next-intl";
import { getBallotMail, selectionAddress } from "@/content/ballot";
import { developerFacts } from "@/content/developer";
import { addressee } from "@/content/mail/addressee";
import { selectionIcs } from "@/lib/ballot/ics";
import { formatClock, formatDayLong, malaysiaDay } from "@/lib/time/malaysia";

export interface ResultMailInput {
  locale: Locale;
  reference: string;
  position: number;
  /** The slot, UTC ISO. */
  start: string;
  end: string;
  /** When the draw was made (the invite's DTSTAMP). */
  drawnAt: string;
  salutation: string;
  salutationCode: string;
  name: string;
  /** The public record's page in the buyer's language. */
  recordUrl: string;
}

/** "Saturday, 12 December 2026 10:00 am – 10:15 am (Malaysia time)" in the buyer's language. */
export function slotWhen(start: string, end: string, locale: Locale): string {
  const copy = getBallotMail(locale);
  const day = formatDayLong(malaysiaDay(start), locale);
  return `${day} ${formatClock(start, locale)} – ${formatClock(end, locale)} ${copy.malaysiaTime}`;
}

/** The buyer's number, slot and place, in their language, with the slot as a calendar invite. */
export function ballotResultMail(input: ResultMailInput) {
  const copy = getBallotMail(input.locale);
  const summary = {
    addressee: addressee(input.locale, input),
    salutationCode: input.salutationCode,
    reference: input.reference,
    position: input.position,
    when: slotWhen(input.start, input.end, input.locale),
    address: selectionAddress(),
    recordUrl: input.recordUrl,
  };
  return {
    subject: copy.subject(input.position),
    text: copy.body(summary),
    ics: selectionIcs({
      reference: input.reference,
      stamp: input.drawnAt,
      start: input.start,
      end: input.end,
      summary: copy.eventTitle(input.position),
      location: summary.address,
      description: copy.eventDescription(summary),
      organizer: { name: developerFacts.company, email: developerFacts.email },
    }),
  };
}
