import { randomUUID } from "node:crypto";
import type { Metadata } from "next";
import { getPathname } from "@/i18n/navigation";
import { NextIntlClientProvider, type Locale } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { BookingForm } from "@/components/site/booking/booking-form";
import { DayPicker } from "@/components/site/booking/day-picker";
import { PageIntro } from "@/components/site/page-intro";
import { formatDayLong } from "@/lib/time/malaysia";
import { chosenDay, dayOptions } from "@/server/booking/day-options";
import { cachedAvailability } from "@/server/booking/instance";
import { publishedSalutations } from "@/server/salutations/published";
import { pageMetadata } from "@/server/seo/page-metadata";

interface PageProps {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ day?: string | string[] }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "Booking" });
  return pageMetadata({
    locale,
    path: "/book",
    title: t("metaTitle"),
    description: t("metaDescription"),
  });
}

/**
 * Choosing a day is a link (`?day=`), booking a form post: both work without JavaScript. The free
 * places come from a cache shared for a few seconds (server/booking/instance.ts), not a query per
 * visitor.
 */
export default async function BookPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  // The query first: it makes the page render per request, so the build never reads bookings.
  const { day: asked } = await searchParams;
  const [t, messages, days] = await Promise.all([
    getTranslations("Booking"),
    getMessages(),
    cachedAvailability(),
  ]);
  const chosen = chosenDay(days, asked);
  return (
    <>
      <PageIntro eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")}>
        <p className="mt-3 text-sm text-muted">{t("timeZoneNote")}</p>
      </PageIntro>
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-5 pb-20 sm:px-8">
        {days.length ? (
          <>
            <section aria-labelledby="day-heading" className="flex flex-col gap-4">
              <h2 id="day-heading" className="font-display text-2xl font-medium">
                {t("dayHeading")}
              </h2>
              <DayPicker days={days} chosen={chosen?.day} locale={locale} pathname="/book" />
            </section>
            <div className="rounded-brand border border-line bg-surface p-6 shadow-sm sm:p-10">
              <NextIntlClientProvider
                messages={{
                  Booking: messages.Booking,
                  Registration: messages.Registration,
                  RegistrationErrors: messages.RegistrationErrors,
                }}
              >
                <BookingForm
                  salutations={publishedSalutations(locale)}
                  slots={dayOptions(chosen, locale)}
                  slotLegend={t("timeLegend", {
                    day: chosen ? formatDayLong(chosen.day, locale) : "",
                  })}
                  formToken={randomUUID()}
                  permalink={getPathname({
                    locale,
                    href: { pathname: "/book", query: chosen ? { day: chosen.day } : {} },
                  })}
                />
              </NextIntlClientProvider>
            </div>
          </>
        ) : (
          <p className="text-lg">{t("noDays")}</p>
        )}
      </div>
    </>
  );
}
