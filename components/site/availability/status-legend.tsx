import { getTranslations } from "next-intl/server";
import { unitStatuses, type UnitStatus } from "@/lib/units/statuses";
import { unitStatusClasses, unitStatusCodes } from "@/lib/units/status-style";

/**
 * The chart's key: each status's colour, letter, name and count, and what it means for a buyer
 * (reserved is the developer's, booked a buyer's: the difference matters to someone deciding).
 */
export async function StatusLegend({ counts }: { counts: Record<UnitStatus, number> }) {
  const [t, tFunnel] = await Promise.all([
    getTranslations("Availability"),
    getTranslations("Funnel"),
  ]);
  return (
    <div>
      <h3 className="text-sm font-semibold">{t("legendTitle")}</h3>
      <dl className="mt-3 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {unitStatuses.map((status) => (
          <div key={status}>
            <dt className="flex items-center gap-3 font-semibold">
              <span
                aria-hidden="true"
                className={`inline-grid size-6 shrink-0 place-items-center rounded-sm text-xs font-bold ${unitStatusClasses[status]}`}
              >
                {t("statusLetter", { status })}
              </span>
              <span>
                {t("status", { status })}{" "}
                <span className="font-normal tabular-nums text-muted">
                  (<span data-count={unitStatusCodes[status]}>{counts[status] ?? 0}</span>)
                </span>
              </span>
            </dt>
            <dd className="mt-0.5 ms-9 text-muted">{tFunnel("statusMeaning", { status })}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
