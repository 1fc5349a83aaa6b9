import { getLocale, getTranslations } from "next-intl/server";
import { formatDateTime, formatDay, malaysiaDay } from "@/lib/time/malaysia";
import type { BuyerProgress } from "@/server/agents/progress";

/**
 * An agent's buyers and how far each has come. One list that reads as cards on a phone and as a
 * table's rows from `md` (a `dl` per buyer, so every value keeps its label either way).
 */
export async function BuyerList({ buyers }: { buyers: BuyerProgress[] }) {
  const [t, locale] = await Promise.all([getTranslations("AgentBuyers"), getLocale()]);
  if (!buyers.length) return <p className="text-muted">{t("empty")}</p>;
  const yesNo = (value: boolean) => (
    <span className={value ? "font-semibold text-fg" : "text-muted"}>
      {value ? t("yes") : t("no")}
    </span>
  );
  const ballot = (value: BuyerProgress["ballot"]) =>
    value === null ? (
      <span className="text-muted">{t("no")}</span>
    ) : value === "entered" ? (
      t("ballotEntered")
    ) : (
      t("ballotNumber", { number: value })
    );
  const columns = "md:grid-cols-[minmax(10rem,2fr)_7rem_5rem_6rem_5rem_5rem_minmax(9rem,1.4fr)]";
  return (
    <div className="grid gap-3">
      <div
        aria-hidden="true"
        className={`hidden gap-4 px-4 text-xs font-semibold tracking-wide text-muted uppercase md:grid ${columns}`}
      >
        <span>{t("buyer")}</span>
        <span>{t("registeredOn")}</span>
        <span>{t("visited")}</span>
        <span>{t("ballot")}</span>
        <span>{t("booked")}</span>
        <span>{t("sold")}</span>
        <span>{t("protection")}</span>
      </div>
      <ul className="grid gap-3" aria-label={t("title")}>
        {buyers.map((buyer) => (
          <li
            key={buyer.registrationId}
            className="rounded-brand border border-line bg-surface p-4"
            data-buyer={buyer.name}
          >
            <dl className={`grid gap-x-4 gap-y-2 text-sm md:items-center ${columns}`}>
              <div>
                <dt className="sr-only">{t("buyer")}</dt>
                <dd className="text-base font-semibold">{buyer.name}</dd>
              </div>
              {[
                [t("registeredOn"), formatDay(malaysiaDay(buyer.registeredAt), locale)],
                [t("visited"), yesNo(buyer.visited)],
                [t("ballot"), ballot(buyer.ballot)],
                [t("booked"), yesNo(buyer.booked)],
                [t("sold"), yesNo(buyer.sold)],
              ].map(([label, value], index) => (
                <div key={index} className="flex justify-between gap-2 md:block">
                  <dt className="text-muted md:sr-only">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-2 md:block">
                <dt className="text-muted md:sr-only">{t("protection")}</dt>
                <dd className="text-end md:text-start">
                  {buyer.protected
                    ? t("protectedUntil", { date: formatDateTime(buyer.protectedUntil, locale) })
                    : t("protectionEnded")}
                  {buyer.directRegistrations > 0 && (
                    <span className="block text-xs text-muted">
                      {t("direct", { count: buyer.directRegistrations })}
                    </span>
                  )}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
