import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { UnitTypeDetails } from "@/content/units/unit-types";
import { overrideSize, planImagePath, planMarkup, planOverride } from "@/server/units/plans";
import { FloorPlanStyles } from "./floor-plan-styles";

interface FloorPlanProps {
  unit: UnitTypeDetails;
  locale: Locale;
  /**
   * A small, wordless drawing for lists; the full plan otherwise. A list renders
   * `<FloorPlanStyles />` once for all its compact plans.
   */
  compact?: boolean;
  /** Unique on the page: ids inside the SVG are built from it. */
  id: string;
  sizes?: string;
  /** Fill the container instead of keeping the plan's natural size (inside the zoom viewer). */
  fluid?: boolean;
}

/**
 * The plan of a unit type: an image dropped into content/units/plans/ if there is one, otherwise
 * the plan drawn from the room model, inline so it follows the theme and stays sharp when zoomed.
 */
export async function FloorPlan({
  unit,
  locale,
  compact,
  id,
  sizes = "100vw",
  fluid,
}: FloorPlanProps) {
  const override = planOverride(unit.code);
  if (override) {
    const t = await getTranslations({ locale, namespace: "UnitType" });
    const { width, height } = await overrideSize(override.file);
    return (
      <ResponsiveImage
        src={planImagePath(unit.code, locale)}
        alt={compact ? "" : t("planImageAlt", { code: unit.code })}
        width={width}
        height={height}
        sizes={sizes}
        unoptimized={override.ext === "svg"}
        className="h-auto w-full rounded-brand"
      />
    );
  }
  const { svg, maxWidth } = planMarkup(unit, locale, { id, compact, embedStyles: false });
  return (
    <>
      {!compact && <FloorPlanStyles />}
      <div
        className={
          compact
            ? "size-full [&>svg]:block [&>svg]:size-full"
            : "mx-auto w-full [&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
        }
        style={compact || fluid ? undefined : { maxWidth: `${maxWidth}px` }}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    </>
  );
}
