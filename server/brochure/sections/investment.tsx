import { Text, View } from "@react-pdf/renderer";
import { toSquareMetres, unitCategories } from "@/content/units/categories";
import { Artwork } from "../components/artwork";
import { Heading } from "../components/heading";
import { InnerPage } from "../components/inner-page";
import { brochureImage, categoryArtworkFiles } from "../images";
import type { BrochureSection } from "../section";
import { colors, page } from "../styles";

const gap = 16;
const cardWidth = (page.width - 2 * page.marginX - 3 * gap) / 4;
const imageHeight = Math.round(cardWidth * 0.75);

/** The four unit categories with their types, built-up areas and renders, from the same data as the site. */
export const investmentSection: BrochureSection = async (ctx) => {
  const pictures = await Promise.all(
    unitCategories.map((category) =>
      brochureImage({
        file: categoryArtworkFiles[category.key],
        width: Math.round(cardWidth * 2.4),
        height: Math.round(imageHeight * 2.4),
      }),
    ),
  );
  const { concept, copy, type, t } = ctx;
  const { investment } = concept;
  // When one name takes two lines ("Dual-Key Premium Suites"), all names get two, so the size
  // lines of the four cards stay level.
  const longest = Math.max(...Object.values(investment.categories).map((c) => c.name.length));
  const lines = longest > (ctx.fonts.cjk ? 10 : 18) ? 2 : 1;
  const nameHeight = lines * Number(type.subtitle.fontSize) * Number(type.subtitle.lineHeight);
  return (
    <InnerPage ctx={ctx} label={copy.sections.investment}>
      <View style={{ flexDirection: "row", alignItems: "flex-end", paddingTop: 8 }}>
        <View style={{ width: 460 }}>
          <Heading ctx={ctx} eyebrow={investment.eyebrow} title={investment.title} />
        </View>
        <Text style={[type.body, { flex: 1, marginLeft: 40 }]}>{investment.intro}</Text>
      </View>

      <View style={{ flexDirection: "row", marginTop: 26 }}>
        {unitCategories.map((category, index) => {
          const name = investment.categories[category.key];
          const { min, max } = category.sizeSqft;
          return (
            <View
              key={category.key}
              style={{ width: cardWidth, marginLeft: index === 0 ? 0 : gap }}
            >
              <Artwork
                ctx={ctx}
                src={pictures[index] ?? Buffer.alloc(0)}
                style={{ width: cardWidth, height: imageHeight }}
              />
              <Text style={[type.eyebrow, { marginTop: 14 }]}>
                {t("types", { first: category.types[0] ?? "", last: category.types.at(-1) ?? "" })}
                {" · "}
                {category.types.length} {copy.labels.layouts}
              </Text>
              <Text style={[type.subtitle, { marginTop: 6, minHeight: nameHeight }]}>{name.name}</Text>
              <View style={{ borderTop: `0.6 solid ${colors.line}`, marginTop: 8, paddingTop: 7 }}>
                <Text style={[type.small, { color: colors.ink, fontWeight: 600, fontSize: 7.5 }]}>
                  {t("sizeRange", {
                    min,
                    max,
                    minM2: toSquareMetres(min),
                    maxM2: toSquareMetres(max),
                  })}
                </Text>
                <Text style={[type.small, { marginTop: 2 }]}>
                  {t("bedrooms", { min: category.bedrooms.min })}
                </Text>
              </View>
              <Text style={[type.body, { marginTop: 8, fontSize: 8.5 }]}>{name.summary}</Text>
            </View>
          );
        })}
      </View>
    </InnerPage>
  );
};
