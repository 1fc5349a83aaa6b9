import {
  Defs,
  Image as PdfImage,
  LinearGradient,
  Page,
  Rect,
  Stop,
  Svg,
  View,
} from "@react-pdf/renderer";
import { Text } from "../components/text";
import { Wordmark } from "../components/wordmark";
import { artworkFiles, brochureImage } from "../images";
import type { BrochureSection } from "../section";
import { colors, page, rule } from "../styles";

/** The hero render across the whole page, the promise of the project over it. */
export const coverSection: BrochureSection = async (ctx) => {
  const hero = await brochureImage({
    file: artworkFiles.hero,
    width: 1680,
    height: 1188,
    // The towers stand right of centre: keep them, and the sky on the left for the words.
    position: "right",
  });
  const { type, concept, copy } = ctx;
  return (
    <Page size="A4" orientation="landscape" style={{ backgroundColor: colors.navy }}>
      <PdfImage
        src={hero}
        style={{ position: "absolute", top: 0, left: 0, width: page.width, height: page.height }}
      />
      <Svg
        viewBox={`0 0 ${page.width} ${page.height}`}
        style={{ position: "absolute", top: 0, left: 0, width: page.width, height: page.height }}
      >
        <Defs>
          <LinearGradient id="veil" x1="0" y1="0" x2="1" y2="0">
            <Stop offset="0" stopColor={colors.navy} stopOpacity={0.92} />
            <Stop offset="0.42" stopColor={colors.navy} stopOpacity={0.6} />
            <Stop offset="0.7" stopColor={colors.navy} stopOpacity={0} />
          </LinearGradient>
          <LinearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
            <Stop offset="0.62" stopColor={colors.navy} stopOpacity={0} />
            <Stop offset="1" stopColor={colors.navy} stopOpacity={0.85} />
          </LinearGradient>
        </Defs>
        <Rect x={0} y={0} width={page.width} height={page.height} fill="url(#veil)" />
        <Rect x={0} y={0} width={page.width} height={page.height} fill="url(#floor)" />
      </Svg>

      <View style={{ position: "absolute", top: 44, left: page.marginX }}>
        <Wordmark size={30} color={colors.white} />
      </View>

      <View style={{ position: "absolute", left: page.marginX, bottom: 150, width: 400 }}>
        <Text style={[type.eyebrow, { color: colors.goldOnNavy }]}>{concept.hero.eyebrow}</Text>
        <View style={[rule, { marginTop: 14, marginBottom: 18 }]} />
        <Text style={[type.display, { color: colors.white }]}>{concept.hero.title}</Text>
        <Text style={[type.lead, { color: colors.onNavy, marginTop: 18, width: 340 }]}>
          {copy.cover.tagline}
        </Text>
      </View>

      <View
        style={{
          position: "absolute",
          left: page.marginX,
          right: page.marginX,
          bottom: 34,
          flexDirection: "row",
          justifyContent: "space-between",
          alignItems: "flex-end",
        }}
      >
        <View>
          <Text style={[type.eyebrow, { color: colors.goldOnNavy }]}>{copy.cover.label}</Text>
          <Text style={[type.small, { color: colors.mutedOnNavy, marginTop: 4 }]}>
            {copy.labels.developedBy} {ctx.site.developer}
          </Text>
        </View>
        <Text style={[type.small, { color: colors.onNavy }]}>{copy.labels.artistImpression}</Text>
      </View>
    </Page>
  );
};
