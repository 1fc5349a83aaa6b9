import type { Metadata } from "next";
import type { Locale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CalendarLink } from "@/components/site/booking/calendar-link";
import { DayPicker } from "@/components/site/booking/day-picker";
import { SlotPicker } from "@/components/site/booking/slot-picker";
import { VisitDetails } from "@/components/site/booking/visit-details";
import { ButtonLink } from "@/components/ui/button-link";
import { formatDayLong, malaysiaDay } from "@/lib/time/malaysia";
import { chosenDay, dayOptions } from "@/server/booking/day-options";
import { cachedAvailability } from "@/server/booking/instance";
import { cancelVisit, rescheduleVisit } from "@/server/booking/manage-actions";
import { slotOptions } from "@/server/booking/slot-options";
import { visitForToken } from "@/server/booking/visit";

interface PageProps {
  params: Promise<{ locale: Locale; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "Booking" });
  // A private link: never indexed, never followed.
  return { title: t("manageMetaTitle"), robots: { index: false, follow: false } };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const notices = {
  booked: "bookedBody",
  rescheduled: "rescheduled",
  cancelled: "cancelled",
} as const;
// Where no mail goes (no SMTP configured, or consent withdrawn), the page never says one was sent.
const unmailedNotices = {
  booked: "bookedBodyNoMail",
  rescheduled: "rescheduledNoMail",
  cancelled: "cancelledNoMail",
} as const;
const problems = {
  full: "full",
  unavailable: "unavailable",
  slotRequired: "slotRequired",
} as const;

/** The confirmation after booking, and the signed link's page to reschedule or cancel. */
export default async function ManageVisitPage({ params, searchParams }: PageProps) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const [t, query, visit] = await Promise.all([
    getTranslations("Booking"),
    searchParams,
    visitForToken(token),
  ]);
  if (!visit) {
    return (
      <section className="mx-auto flex max-w-2xl flex-col gap-5 px-6 py-20 text-center">
        <h1 className="font-display text-4xl font-medium text-balance">{t("notFoundTitle")}</h1>
        <p className="text-muted">{t("notFoundBody")}</p>
        <ButtonLink href="/book" className="self-center">
          {t("bookAgain")}
        </ButtonLink>
      </section>
    );
  }
  const booked = one(query.booked) === "1";
  const done = one(query.done);
  const told = visit.mailed ? notices : unmailedNotices;
  const notice = booked ? told.booked : told[done as keyof typeof told];
  const problem = problems[one(query.error) as keyof typeof problems];
  const alternatives = (one(query.alt) ?? "")
    .split(",")
    .filter((start) => /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(start))
    .slice(0, 3);
  const days = visit.open ? await cachedAvailability() : [];
  // The reschedule list opens on the visit's own day, its time marked.
  const chosen = chosenDay(days, one(query.day) ?? malaysiaDay(visit.start));
  const slots = alternatives.length
    ? slotOptions(alternatives, locale)
    : dayOptions(chosen, locale);

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-8 px-5 py-14 sm:px-8 lg:py-20">
      <h1 className="font-display text-4xl font-medium text-balance sm:text-5xl">
        {booked ? t("bookedTitle") : t("manageTitle")}
      </h1>
      {notice && (
        <p role="status" className="rounded-brand border border-accent-text/40 bg-accent/10 p-4">
          {t(notice)}
        </p>
      )}
      <VisitDetails locale={locale} {...visit} />
      {visit.open && <CalendarLink href={visit.calendarPath} />}
      {visit.open ? (
        <p className="text-sm text-muted">{t("keepLink")}</p>
      ) : (
        <p className="font-medium">{t("statusClosed", { status: visit.status })}</p>
      )}
      {visit.open && (
        <>
          <section aria-labelledby="reschedule-heading" className="flex flex-col gap-4">
            <h2 id="reschedule-heading" className="font-display text-2xl font-medium">
              {t("rescheduleHeading")}
            </h2>
            <p className="text-sm text-muted">{t("timeZoneNote")}</p>
            <DayPicker
              days={days}
              chosen={chosen?.day}
              locale={locale}
              pathname={`/book/manage/${token}`}
            />
            <form action={rescheduleVisit} className="flex flex-col gap-4">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="locale" value={locale} />
              {problem && (
                <p
                  role="alert"
                  className="rounded-brand border border-[#B42318]/40 bg-[#B42318]/10 p-4 text-sm font-medium"
                >
                  {t(problem)}
                </p>
              )}
              <SlotPicker
                legend={
                  alternatives.length
                    ? t("timeHeading")
                    : t("timeLegend", { day: chosen ? formatDayLong(chosen.day, locale) : "" })
                }
                slots={slots}
                fullLabel={t("slotFull")}
                current={{ start: visit.start, label: t("slotCurrent") }}
                placesLabel={(count) => t("placesLeft", { count })}
              />
              <button
                type="submit"
                className="min-h-12 self-start rounded-brand bg-accent px-6 font-semibold text-on-accent"
              >
                {t("rescheduleSubmit")}
              </button>
            </form>
          </section>
          <section aria-labelledby="cancel-heading" className="flex flex-col gap-3">
            <h2 id="cancel-heading" className="font-display text-2xl font-medium">
              {t("cancelHeading")}
            </h2>
            <p className="text-sm text-muted">{t("cancelText")}</p>
            <form action={cancelVisit}>
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="locale" value={locale} />
              <button
                type="submit"
                className="min-h-12 rounded-brand border border-line px-6 font-semibold hover:border-accent-text"
              >
                {t("cancelSubmit")}
              </button>
            </form>
          </section>
        </>
      )}
    </section>
  );
}
