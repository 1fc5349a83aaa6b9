import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { getUnitType } from "@/content/units/unit-types";
import { getPathname } from "@/i18n/navigation";
import type { InventorySummary } from "@/server/units/summary";
import { chartColumns, stackingChartHtml } from "./stacking-chart-html";

type Tower = InventorySummary["towers"][number];

/**
 * One tower's suites as a table: levels are rows (top first), the types built at each position
 * are columns (grouped by the way they face), and each cell shows the status's colour and letter
 * and links to the unit's page. Being a real table, a screen reader walks it by level and type
 * and hears each suite's label, type and status. The table itself is written as HTML
 * (stacking-chart-html.ts): it is large and never changes in the browser.
 */
export async function StackingChart({ tower, locale }: { tower: Tower; locale: Locale }) {
  const [t, tFunnel] = await Promise.all([
    getTranslations({ locale, namespace: "Availability" }),
    getTranslations({ locale, namespace: "Funnel" }),
  ]);
  const base = getPathname({ locale, href: "/availability" });
  const columns = chartColumns(tower, (code) => {
    const facing = getUnitType(code)?.placement.facing;
    return facing && tFunnel("facingColumns", { facing });
  });
  const html = stackingChartHtml(tower, columns, {
    caption: t("towerCaption", { tower: tower.code }),
    level: t("level"),
    levelNumber: (level) => t("levelNumber", { level }),
    column: ({ position, typeCode }) => tFunnel("columnType", { position, type: typeCode }),
    letter: (status) => t("statusLetter", { status }),
    cell: (unit) =>
      t("cell", {
        unit: unit.id,
        type: unit.typeCode,
        status: t("status", { status: unit.status }),
      }),
    href: (unit) => `${base}/${unit.id}`,
  });
  return (
    // On a phone the chart takes the page's margins too: fourteen 24 px cells and the levels need
    // 384 px, and the chart's cells are links, never smaller than 24 px.
    <figure className="min-w-0 max-sm:-mx-5">
      <figcaption className="font-display text-2xl font-medium max-sm:px-5">
        {t("tower", { tower: tower.code })}
      </figcaption>
      {/* relative: the cells' screen-reader text (absolutely placed) stays inside the scroller. */}
      <div className="relative mt-3 overflow-x-auto" dangerouslySetInnerHTML={{ __html: html }} />
    </figure>
  );
}
