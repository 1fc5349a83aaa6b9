import { View } from "@react-pdf/renderer";
import { Text } from "../components/text";
import { unitCategories } from "@/content/units/categories";
import { CategoryCard } from "../components/category-card";
import { Heading } from "../components/heading";
import { InnerPage } from "../components/inner-page";
import { brochureImage, categoryArtworkFiles } from "../images";
import type { BrochureSection } from "../section";
import { page } from "../styles";

const gap = 16;
const cardWidth = (page.width - 2 * page.marginX - 3 * gap) / 4;

/** The four unit categories with types, built-up areas and renders, from the site's own data. */
export const investmentSection: BrochureSection = async (ctx) => {
  const { concept, copy, type } = ctx;
  const { investment } = concept;
  // When one name takes two lines ("Dual-Key Premium Suites"), every name gets two; when all fit
  // on one, the renders take the room instead.
  const longest = Math.max(...Object.values(investment.categories).map((c) => c.name.length));
  const lines = longest > (ctx.fonts.cjk ? 10 : 18) ? 2 : 1;
  const nameHeight = lines * Number(type.subtitle.fontSize) * Number(type.subtitle.lineHeight);
  const imageHeight = Math.round(cardWidth * (lines === 1 ? 0.85 : 0.75));
  const cards = await Promise.all(
    unitCategories.map(async (category) => ({
      category,
      picture: await brochureImage({
        file: categoryArtworkFiles[category.key],
        width: Math.round(cardWidth * 2.4),
        height: Math.round(imageHeight * 2.4),
      }),
    })),
  );
  return (
    <InnerPage ctx={ctx} label={copy.sections.investment}>
      <View style={{ flexDirection: "row", alignItems: "flex-end", paddingTop: 8 }}>
        <View style={{ width: 460 }}>
          <Heading ctx={ctx} eyebrow={investment.eyebrow} title={investment.title} />
        </View>
        <Text style={[type.body, { flex: 1, marginLeft: 40 }]}>{investment.intro}</Text>
      </View>
      <View style={{ flexDirection: "row", marginTop: 26, gap }}>
        {cards.map(({ category, picture }) => (
          <CategoryCard
            key={category.key}
            ctx={ctx}
            category={category}
            picture={picture}
            width={cardWidth}
            imageHeight={imageHeight}
            nameHeight={nameHeight}
          />
        ))}
      </View>
    </InnerPage>
  );
};
