import { getTranslations } from "next-intl/server";

/**
 * The visit's calendar file, for every visitor (mail or not): a plain download link, so it works
 * without JavaScript and on a phone opens the calendar app.
 */
export async function CalendarLink({ href }: { href: string }) {
  const t = await getTranslations("Booking");
  return (
    <div className="flex flex-col gap-2">
      <a
        href={href}
        download="skyhaven-visit.ics"
        type="text/calendar"
        className="inline-flex min-h-12 items-center self-start rounded-brand border border-line px-6 font-semibold hover:border-accent-text"
      >
        {t("addToCalendar")}
      </a>
      <p className="text-sm text-muted">{t("calendarHint")}</p>
    </div>
  );
}
