import { View } from "@react-pdf/renderer";
import { Text } from "../components/text";
import { Artwork } from "../components/artwork";
import { Heading } from "../components/heading";
import { InnerPage } from "../components/inner-page";
import { artworkFiles, brochureImage } from "../images";
import type { BrochureSection } from "../section";
import { colors, page } from "../styles";

/** Half the page is the sky-deck render, bled off the left edge; the other half tells its story. */
const imageWidth = 420;

export const sanctuarySection: BrochureSection = async (ctx) => {
  const picture = await brochureImage({
    file: artworkFiles.sanctuary,
    width: imageWidth * 2,
    height: Math.round(page.height * 2),
  });
  const { concept, copy, type } = ctx;
  const { sanctuary } = concept;
  return (
    <InnerPage ctx={ctx} label={copy.sections.sanctuary} frame={{ left: imageWidth + 40 }}>
      <Artwork
        ctx={ctx}
        src={picture}
        // Fixed: drawn behind the page's own layout, so a full-height picture never spills over.
        fixed
        style={{ position: "absolute", top: 0, left: 0, width: imageWidth, height: page.height }}
      />
      <View style={{ marginLeft: imageWidth - page.marginX + 40, paddingTop: 18 }}>
        <Heading ctx={ctx} eyebrow={sanctuary.eyebrow} title={sanctuary.title} />
        {sanctuary.paragraphs.map((paragraph) => (
          <Text key={paragraph} style={[type.body, { marginTop: 14 }]}>
            {paragraph}
          </Text>
        ))}
        <Text style={[type.eyebrow, { color: colors.muted, marginTop: 26, marginBottom: 4 }]}>
          {copy.labels.highlights}
        </Text>
        {sanctuary.highlights.map((highlight) => (
          <View
            key={highlight}
            style={{
              flexDirection: "row",
              alignItems: "center",
              paddingVertical: 7,
              borderBottom: `0.6 solid ${colors.line}`,
            }}
          >
            <View
              style={{
                width: 5,
                height: 5,
                backgroundColor: colors.gold,
                marginRight: 10,
                transform: "rotate(45deg)",
              }}
            />
            <Text style={[type.body, { color: colors.ink }]}>{highlight}</Text>
          </View>
        ))}
      </View>
    </InnerPage>
  );
};
