import { getTranslations } from "next-intl/server";
import type { InventorySummary } from "@/server/units/summary";
import { stackingChartHtml } from "./stacking-chart-html";

type Tower = InventorySummary["towers"][number];

/**
 * One tower's suites as a table: levels are rows (top first), positions are columns, and each
 * cell shows the status's colour and letter. Being a real table, a screen reader walks it by
 * level and position and hears each suite's label, type and status. The table itself is written
 * as HTML (stacking-chart-html.ts): it is large and never changes in the browser.
 */
export async function StackingChart({ tower }: { tower: Tower }) {
  const t = await getTranslations("Availability");
  const html = stackingChartHtml(tower, {
    caption: t("towerCaption", { tower: tower.code }),
    level: t("level"),
    levelNumber: (level) => t("levelNumber", { level }),
    position: (position) => t("position", { position }),
    letter: (status) => t("statusLetter", { status }),
    cell: (unit) =>
      t("cell", {
        unit: unit.id,
        type: unit.typeCode,
        status: t("status", { status: unit.status }),
      }),
  });
  return (
    <figure className="min-w-0">
      <figcaption className="font-display text-2xl font-medium">
        {t("tower", { tower: tower.code })}
      </figcaption>
      {/* relative: the cells' screen-reader text (absolutely placed) stays inside the scroller. */}
      <div className="relative mt-3 overflow-x-auto" dangerouslySetInnerHTML={{ __html: html }} />
    </figure>
  );
}
