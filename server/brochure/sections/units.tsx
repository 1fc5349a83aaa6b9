import { Image as PdfImage, Text, View } from "@react-pdf/renderer";
import { categoryNames } from "@/content/units/names";
import { unitTypes, type UnitTypeDetails } from "@/content/units/unit-types";
import { Heading } from "../components/heading";
import { InnerPage } from "../components/inner-page";
import type { PdfImageSource } from "../images";
import { brochurePlanImage } from "../plan-image";
import type { BrochureSection } from "../section";
import { colors, page } from "../styles";

const columns = 6;
const gap = 14;
const cardWidth = (page.width - 2 * page.marginX - (columns - 1) * gap) / columns;
const planHeight = 86;
/** Two rows of six a page: the 22 types on two pages, in plan order. */
const perPage = columns * 2;

/**
 * Every unit type, A1 to D9: a small plan, its category, built-up area in square feet and square
 * metres, bedrooms and bathrooms, from the same data as the /layout pages.
 */
export const unitsSection: BrochureSection = async (ctx) => {
  const { copy, type, fonts, locale } = ctx;
  const t = ctx.pages.unitType;
  const layout = ctx.pages.layout;
  const plans = await Promise.all(
    unitTypes.map((unit) =>
      brochurePlanImage(unit, locale, {
        width: Math.round(cardWidth * 3),
        height: Math.round(planHeight * 3),
      }),
    ),
  );
  const pagesOfTypes: { unit: UnitTypeDetails; plan: PdfImageSource | undefined }[][] = [];
  unitTypes.forEach((unit, index) => {
    const pageIndex = Math.floor(index / perPage);
    (pagesOfTypes[pageIndex] ??= []).push({ unit, plan: plans[index] });
  });

  const card = ({ unit, plan }: { unit: UnitTypeDetails; plan: PdfImageSource | undefined }) => (
    <View key={unit.code} style={{ width: cardWidth, marginTop: 16 }} wrap={false}>
      <View
        style={{
          height: planHeight,
          backgroundColor: colors.white,
          border: `0.6 solid ${colors.line}`,
          padding: 6,
        }}
      >
        {plan ? (
          <PdfImage src={plan} style={{ width: "100%", height: "100%", objectFit: "contain" }} />
        ) : null}
      </View>
      {/* The body face: Cormorant's old-style "1" reads as an "I" in codes like C1A. */}
      <Text
        style={[
          type.numeral,
          { fontFamily: fonts.body, fontSize: fonts.cjk ? 14 : 13, fontWeight: 600, marginTop: 7 },
        ]}
      >
        {unit.code}
      </Text>
      <Text
        style={[
          type.eyebrow,
          { fontSize: fonts.cjk ? 7.5 : 6, letterSpacing: fonts.cjk ? 0.3 : 1.2, marginTop: 1 },
        ]}
      >
        {categoryNames[unit.category][locale]}
      </Text>
      <View style={{ borderTop: `0.6 solid ${colors.line}`, marginTop: 5, paddingTop: 4 }}>
        <Text
          style={[
            type.small,
            { color: colors.ink, fontWeight: 600, fontSize: fonts.cjk ? 7.5 : 7.2 },
          ]}
        >
          {t("size", { sqft: unit.sizeSqft, sqm: unit.sizeSqm })}
        </Text>
        <Text style={[type.small, { fontSize: fonts.cjk ? 7.5 : 7 }]}>
          {t("bedroomsShort", { count: unit.bedrooms })} ·{" "}
          {t("bathrooms", { count: unit.bathrooms })}
        </Text>
      </View>
    </View>
  );

  // The last page's free slots explain the dual-key idea, the project's most unusual type.
  const dualKeyPanel = (freeSlots: number) => {
    const slots = Math.min(freeSlots, columns);
    if (slots < 2) return null;
    return (
      <View
        style={{
          width: slots * cardWidth + (slots - 1) * gap,
          height: planHeight,
          marginTop: 16,
          backgroundColor: colors.navy,
          paddingHorizontal: 18,
          justifyContent: "center",
        }}
      >
        <Text style={[type.subtitle, { color: colors.onNavy, fontSize: fonts.cjk ? 11.5 : 14 }]}>
          {t("dualKeyTitle")}
        </Text>
        <Text
          style={[
            type.small,
            { color: colors.mutedOnNavy, marginTop: 5, fontSize: fonts.cjk ? 7.5 : 7 },
          ]}
        >
          {t("dualKeyBody")}
        </Text>
      </View>
    );
  };

  return (
    <>
      {pagesOfTypes.map((cards, index) => (
        <InnerPage key={index} ctx={ctx} label={copy.sections.units}>
          {index === 0 ? (
            <View style={{ flexDirection: "row", alignItems: "flex-end", paddingTop: 4 }}>
              <View style={{ width: 400 }}>
                <Heading ctx={ctx} eyebrow={layout("eyebrow")} title={layout("title")} compact />
              </View>
              <Text style={[type.body, { flex: 1, marginLeft: 40 }]}>{copy.units.intro}</Text>
            </View>
          ) : (
            <Text style={[type.title, { fontSize: fonts.cjk ? 20 : 25, paddingTop: 4 }]}>
              {layout("typesTitle")}
            </Text>
          )}
          <View style={{ flexDirection: "row", flexWrap: "wrap", columnGap: gap }}>
            {cards.map(card)}
            {index === pagesOfTypes.length - 1 ? dualKeyPanel(perPage - cards.length) : null}
          </View>
          {index === pagesOfTypes.length - 1 ? (
            <Text style={[type.small, { marginTop: 18 }]}>{copy.notice.paragraphs[1]}</Text>
          ) : null}
        </InnerPage>
      ))}
    </>
  );
};
