import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { BallotPlace } from "@/lib/ballot/record";
import { formatDateTime } from "@/lib/time/malaysia";

/** Rows per page: a long queue is read a page at a time (the JSON has all of it). */
export const ORDER_PAGE_SIZE = 200;

interface OrderTableProps {
  order: BallotPlace[];
  /** 1-based page of the order shown. */
  page: number;
  locale: Locale;
}

/** One page of the drawn queue: number, reference, slot; links to the pages either side. */
export async function OrderTable({ order, page, locale }: OrderTableProps) {
  const t = await getTranslations("Ballot");
  const pages = Math.max(1, Math.ceil(order.length / ORDER_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const first = (current - 1) * ORDER_PAGE_SIZE;
  const rows = order.slice(first, first + ORDER_PAGE_SIZE);
  const range = (p: number) => ({
    from: (p - 1) * ORDER_PAGE_SIZE + 1,
    to: Math.min(p * ORDER_PAGE_SIZE, order.length),
  });
  const pageLink = (p: number, label: string) => (
    <Link
      href={{
        pathname: "/ballot",
        query: p === 1 ? {} : { page: String(p) },
        hash: "order-heading",
      }}
      className="inline-flex min-h-11 items-center font-semibold text-accent-text underline underline-offset-4"
    >
      {label}
    </Link>
  );
  return (
    <div className="flex flex-col gap-4">
      <table className="w-full max-w-2xl border-collapse text-start text-sm sm:text-base">
        <caption className="pb-3 text-start text-muted">
          {t("orderCaption", { ...range(current), total: order.length })}
        </caption>
        <thead>
          <tr className="border-b border-line text-start">
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t("positionColumn")}
            </th>
            <th scope="col" className="py-2 pe-3 text-start font-semibold">
              {t("referenceColumn")}
            </th>
            <th scope="col" className="py-2 text-start font-semibold">
              {t("slotColumn")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((place) => (
            <tr key={place.reference} className="border-b border-line/60">
              <td className="py-2 pe-3 tabular-nums">{place.position}</td>
              <td className="py-2 pe-3 font-mono tracking-wider">{place.reference}</td>
              <td className="py-2 tabular-nums">
                <time dateTime={place.slot}>{formatDateTime(place.slot, locale)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav aria-label={t("orderPages")} className="flex flex-wrap gap-x-6 gap-y-2">
          {current > 1 && pageLink(current - 1, t("earlier", range(current - 1)))}
          {current < pages && pageLink(current + 1, t("later", range(current + 1)))}
        </nav>
      )}
    </div>
  );
}
