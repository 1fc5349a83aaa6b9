import { View } from "@react-pdf/renderer";
import { Text } from "../components/text";
import { unitCategories } from "@/content/units/categories";
import { categoryNames } from "@/content/units/names";
import { planLabels } from "@/content/units/plan-labels";
import { unitTypes, type UnitTypeDetails } from "@/content/units/unit-types";
import { buildFloorPlan } from "@/lib/floor-plan";
import { planOverride } from "@/server/units/plans";
import { Heading } from "../components/heading";
import { GlanceTable } from "../components/glance-table";
import { InnerPage } from "../components/inner-page";
import { LabelledPlan, planPad } from "../components/labelled-plan";
import { layoutPlans } from "../plan-layout";
import { brochurePlanImage } from "../plan-image";
import type { BrochureSection } from "../section";
import { colors, page } from "../styles";
import { layoutValues } from "@/content/facts/message-values";

const contentWidth = page.width - 2 * page.marginX;
// A few points short of the content area: a row that ends exactly at its foot can tip onto a new
// page when rounding adds a hair.
const contentHeight = page.height - page.top - page.bottom - 6;
/** The category's name and figures above its plans; the section's heading on its first page. */
const categoryHeader = 36;
const sectionHeader = 96;
const gap = 14;
const caption = 34;
/** Raster density of the plan drawings: pixels per point (about 220 dpi). */
const density = 3;

/**
 * Every unit type, A1 to D9, a category at a time: plans as large as the page allows (one scale
 * within a category, sizes comparable), each room named with its size, then the type's code,
 * built-up area, bedrooms and bathrooms, from the same data as the /layout pages.
 */
export const unitsSection: BrochureSection = async (ctx) => {
  const { copy, type, fonts, locale } = ctx;
  const t = ctx.pages.unitType;
  const layout = ctx.pages.layout;

  const categories = await Promise.all(
    unitCategories.map(async (category, categoryIndex) => {
      const units = unitTypes.filter((unit) => unit.category === category.key);
      const models = units.map((unit) => buildFloorPlan(unit));
      const depth = Math.max(...models.map((model) => model.depth)) + 2 * planPad;
      const { scale, pages } = layoutPlans(
        models.map((model) => model.width + 2 * planPad),
        {
          depth,
          width: contentWidth,
          height: contentHeight - categoryHeader,
          firstHeight: contentHeight - categoryHeader - (categoryIndex === 0 ? sectionHeader : 0),
          gap,
          caption,
          minScale: 20,
          maxScale: 40,
        },
      );
      const plans = await Promise.all(
        units.map((unit, index) => {
          const model = models[index]!;
          return brochurePlanImage(unit, locale, {
            width: Math.round((model.width + 2 * planPad) * scale * density),
            height: Math.round((model.depth + 2 * planPad) * scale * density),
          });
        }),
      );
      return { category, units, models, plans, scale, pages };
    }),
  );

  const card = (unit: UnitTypeDetails, index: number, c: (typeof categories)[number]) => (
    <View key={unit.code} wrap={false}>
      <LabelledPlan
        ctx={ctx}
        model={c.models[index]!}
        image={c.plans[index]!}
        scale={c.scale}
        labelled={!planOverride(unit.code)}
      />
      <View style={{ flexDirection: "row", alignItems: "baseline", marginTop: 6 }}>
        {/* The body face: Cormorant's old-style "1" reads as an "I" in codes like C1A. */}
        <Text style={[type.numeral, { fontFamily: fonts.body, fontSize: 13, fontWeight: 600 }]}>
          {unit.code}
        </Text>
        <Text style={[type.small, { color: colors.ink, fontWeight: 600, marginLeft: 8 }]}>
          {t("size", { sqft: unit.sizeSqft, sqm: unit.sizeSqm })}
        </Text>
      </View>
      <Text style={type.small}>
        {t("bedroomsShort", { count: unit.bedrooms })} · {t("bathrooms", { count: unit.bathrooms })}
      </Text>
    </View>
  );

  // The dual-key idea, the project's most unusual type, where its last page has room.
  const dualKeyPanel = (
    <View
      style={{
        marginTop: gap * 2,
        width: 420,
        backgroundColor: colors.navy,
        paddingHorizontal: 22,
        paddingVertical: 18,
      }}
    >
      <Text style={[type.subtitle, { color: colors.onNavy, fontSize: fonts.cjk ? 12 : 15 }]}>
        {t("dualKeyTitle")}
      </Text>
      <Text style={[type.small, { color: colors.mutedOnNavy, marginTop: 6 }]}>
        {t("dualKeyBody")}
      </Text>
    </View>
  );

  // Every dual-key type's size and rooms, to compare what the plans show a page at a time.
  const dualKeys = unitTypes.filter((unit) => unit.category === "dualKey");
  const glance = (
    <GlanceTable
      ctx={ctx}
      title={copy.units.glance.title}
      columns={[
        { label: copy.units.glance.type, width: "14%" },
        { label: copy.units.glance.size, width: "50%" },
        { label: t("bedroomsLabel"), width: "18%", align: "right" },
        { label: t("bathroomsLabel"), width: "18%", align: "right" },
      ]}
      rows={dualKeys.map((unit) => ({
        key: unit.code,
        cells: [
          unit.code,
          t("size", { sqft: unit.sizeSqft, sqm: unit.sizeSqm }),
          String(unit.bedrooms),
          String(unit.bathrooms),
        ],
      }))}
    />
  );

  return (
    <>
      {categories.flatMap((c, categoryIndex) =>
        c.pages.map((rows, pageIndex) => (
          <InnerPage key={`${c.category.key}-${pageIndex}`} ctx={ctx} label={copy.sections.units}>
            {categoryIndex === 0 && pageIndex === 0 && (
              <View
                style={{
                  flexDirection: "row",
                  alignItems: "flex-end",
                  paddingTop: 4,
                  height: sectionHeader,
                }}
              >
                <View style={{ width: 400 }}>
                  <Heading
                    ctx={ctx}
                    eyebrow={layout("eyebrow")}
                    title={layout("title", layoutValues)}
                    compact
                  />
                </View>
                <Text style={[type.body, { flex: 1, marginLeft: 40 }]}>{copy.units.intro}</Text>
              </View>
            )}
            <View
              style={{
                height: categoryHeader,
                flexDirection: "row",
                alignItems: "flex-end",
                justifyContent: "space-between",
                paddingBottom: 8,
              }}
            >
              <Text style={type.subtitle}>
                {categoryNames[c.category.key][locale]}{" "}
                <Text style={[type.eyebrow, { fontSize: fonts.cjk ? 9 : 7.5 }]}>
                  {ctx.t("types", { first: c.units[0]!.code, last: c.units.at(-1)!.code })}
                </Text>
              </Text>
              <Text style={type.small}>{planLabels[locale].note}</Text>
            </View>
            {c.category.key === "dualKey" &&
            pageIndex === c.pages.length - 1 &&
            rows.length === 1 &&
            rows[0]!.length === 1 ? (
              // A last plan alone: the panel under it and the category at a glance beside it,
              // rather than half a page of paper.
              <View style={{ flexDirection: "row", columnGap: gap * 3 }}>
                <View>
                  {card(c.units[rows[0]![0]!]!, rows[0]![0]!, c)}
                  {dualKeyPanel}
                </View>
                <View style={{ flex: 1 }}>{glance}</View>
              </View>
            ) : (
              <>
                {rows.map((row, rowIndex) => (
                  <View
                    key={row.join()}
                    style={{ flexDirection: "row", columnGap: gap, marginTop: rowIndex ? gap : 0 }}
                  >
                    {row.map((index) => card(c.units[index]!, index, c))}
                  </View>
                ))}
                {c.category.key === "dualKey" && pageIndex === c.pages.length - 1 && rows.length < 2
                  ? dualKeyPanel
                  : null}
              </>
            )}
          </InnerPage>
        )),
      )}
    </>
  );
};
