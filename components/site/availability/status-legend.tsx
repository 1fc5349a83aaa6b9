import { getTranslations } from "next-intl/server";
import { unitStatuses, type UnitStatus } from "@/lib/units/statuses";
import { unitStatusClasses, unitStatusCodes } from "@/lib/units/status-style";

/** The chart's key: each status's colour, letter and name. */
export async function StatusLegend({ counts }: { counts: Record<UnitStatus, number> }) {
  const t = await getTranslations("Availability");
  return (
    <div>
      <h3 className="text-sm font-semibold">{t("legendTitle")}</h3>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        {unitStatuses.map((status) => (
          <li key={status} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`inline-grid size-6 place-items-center rounded-sm text-xs font-bold ${unitStatusClasses[status]}`}
            >
              {t("statusLetter", { status })}
            </span>
            <span>
              {t("status", { status })}{" "}
              <span className="tabular-nums text-muted">
                (<span data-count={unitStatusCodes[status]}>{counts[status] ?? 0}</span>)
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 max-w-3xl text-sm text-muted">{t("heldNote")}</p>
    </div>
  );
}
