import type { Locale } from "next-intl";
import { getTranslations } from "next-intl/server";
import { categoryLetters } from "@/content/units/schema";
import { keyPlan } from "@/content/units/key-plan";
import { categoryNames } from "@/content/units/names";
import { planLabels } from "@/content/units/plan-labels";
import { getUnitType } from "@/content/units/unit-types";
import { getPathname } from "@/i18n/navigation";
import { keyPlanStyles, renderKeyPlan, type KeyPlanUnit } from "@/lib/floor-plan/key-plan";
import { buildFloorPlan } from "@/lib/floor-plan";
import { KeyPlanFrame } from "./key-plan-frame";

interface KeyPlanProps {
  locale: Locale;
  /** The type whose page shows it, highlighted. */
  current?: string;
  className?: string;
}

/** The typical floor with every unit a link to its type's page. */
export async function KeyPlan({ locale, current, className = "" }: KeyPlanProps) {
  const [t, tFunnel] = await Promise.all([
    getTranslations({ locale, namespace: "UnitType" }),
    getTranslations({ locale, namespace: "Funnel" }),
  ]);
  const labels = planLabels[locale];
  const unitOf = (code: string): KeyPlanUnit => {
    const unit = getUnitType(code);
    if (!unit) throw new Error(`Key plan names unknown type ${code}`);
    return {
      code,
      width: buildFloorPlan(unit).width,
      letter: categoryLetters[unit.category],
      href: getPathname({ locale, href: `/layout/${code}` }),
      name: `${code}, ${categoryNames[unit.category][locale]}, ${t("size", { sqft: unit.sizeSqft, sqm: unit.sizeSqm })}`,
    };
  };
  const svg = renderKeyPlan({
    wings: keyPlan.wings.map((wing) => wing.rows.map((row) => row.codes.map(unitOf))),
    labels: {
      title: labels.keyPlanTitle,
      lifts: labels.lifts,
      courtyard: labels.courtyard,
      corridor: labels.corridor,
      north: labels.north,
    },
    current,
    embedStyles: false,
  });
  return (
    <>
      <style href="skyhaven-key-plan" precedence="default">
        {keyPlanStyles}
      </style>
      {/* Wide enough on a phone to tap a studio: the floor then scrolls sideways in its frame. */}
      <div className={className}>
        <KeyPlanFrame label={labels.keyPlanTitle}>
          <div
            className="min-w-[38rem] [&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
            dangerouslySetInnerHTML={{ __html: svg }}
          />
        </KeyPlanFrame>
        {/* Under 40rem of frame the floor is wider than the screen: say so, where it scrolls. */}
        <p
          className="mt-2 flex items-center gap-2 text-xs text-muted md:hidden"
          data-testid="key-plan-hint"
        >
          <span aria-hidden="true">⟷</span>
          {tFunnel("keyPlanHint")}
        </p>
      </div>
    </>
  );
}
