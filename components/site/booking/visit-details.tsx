import { getTranslations } from "next-intl/server";
import type { Locale } from "next-intl";
import { galleryAddress } from "@/content/booking";
import { visitWhen } from "@/server/booking/visit-mail";

interface VisitDetailsProps {
  locale: Locale;
  name: string;
  start: string;
  end: string;
  partySize: number;
}

/** When, where and for how many: what the confirmation page and the manage page both show. */
export async function VisitDetails({ locale, name, start, end, partySize }: VisitDetailsProps) {
  const t = await getTranslations("Booking");
  const rows = [
    [t("name"), name],
    [t("when"), visitWhen(start, end, locale)],
    [t("people"), t("partySizeOption", { count: partySize })],
    [t("where"), galleryAddress(locale)],
  ];
  return (
    <dl className="grid gap-4 rounded-brand border border-line bg-surface p-6 sm:grid-cols-[8rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-muted">{label}</dt>
          <dd className="text-base">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
