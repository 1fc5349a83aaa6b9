import { View } from "@react-pdf/renderer";
import { Text } from "./text";
import type { UnitCategory } from "@/content/units/categories";
import type { BrochureContext } from "../context";
import type { PdfImageSource } from "../images";
import { colors } from "../styles";
import { Artwork } from "./artwork";
import { bedroomValues, sizeRangeValues } from "@/content/facts/format";

interface CategoryCardProps {
  ctx: BrochureContext;
  category: UnitCategory;
  picture: PdfImageSource;
  width: number;
  imageHeight: number;
  /** Room for the name, equal on every card so their size lines stay level. */
  nameHeight: number;
}

/** One unit category as the site's concept page shows it: render, types, name, sizes, summary. */
export function CategoryCard(props: CategoryCardProps) {
  const { ctx, category, picture, width, imageHeight, nameHeight } = props;
  const { type, t, copy } = ctx;
  const copyOf = ctx.concept.investment.categories[category.key];
  const first = category.types[0] ?? "";
  const last = category.types.at(-1) ?? "";
  return (
    <View style={{ width }}>
      <Artwork ctx={ctx} src={picture} style={{ width, height: imageHeight }} />
      <Text style={[type.eyebrow, { marginTop: 14 }]}>
        {t("types", { first, last })} · {category.types.length} {copy.labels.layouts}
      </Text>
      <Text style={[type.subtitle, { marginTop: 6, minHeight: nameHeight }]}>{copyOf.name}</Text>
      <View style={{ borderTop: `0.6 solid ${colors.line}`, marginTop: 8, paddingTop: 7 }}>
        <Text style={[type.small, { color: colors.ink, fontWeight: 600, fontSize: 7.5 }]}>
          {t("sizeRange", sizeRangeValues(category.sizeSqft))}
        </Text>
        <Text style={[type.small, { marginTop: 2 }]}>
          {t("bedrooms", bedroomValues(category.bedrooms))}
        </Text>
      </View>
      <Text style={[type.body, { marginTop: 8, fontSize: 8.5 }]}>{copyOf.summary}</Text>
    </View>
  );
}
