import { View } from "@react-pdf/renderer";
import { Text } from "../components/text";
import type { Facility } from "@/content/facilities";
import { Artwork } from "../components/artwork";
import { Heading } from "../components/heading";
import { InnerPage } from "../components/inner-page";
import { brochureImage, facilitiesMainFile, facilityArtworkFiles } from "../images";
import type { BrochureSection } from "../section";
import { colors, page } from "../styles";

/** The sky terrace bleeds off the right edge of the first page. */
const imageWidth = 360;
const gap = 18;
const cardWidth = (page.width - 2 * page.marginX - 2 * gap) / 3;
const cardImageHeight = 106;

/**
 * Two pages: the sky terrace beside the heading and the services (the facilities drawn as icons on
 * the site), then the amenities that have a render, three by two, each with its name.
 */
export const facilitiesSection: BrochureSection = async (ctx) => {
  const { copy, type, fonts, pages, facilities } = ctx;
  const amenities = facilities.items.filter((item) => item.visual.kind === "image");
  const services = facilities.items.filter((item) => item.visual.kind === "icon");
  const [main, ...renders] = await Promise.all([
    brochureImage({
      file: facilitiesMainFile,
      width: imageWidth * 2,
      height: Math.round(page.height * 2),
      // The right-hand palm and the climbing aircraft, over the pool's far edge.
      position: "right",
    }),
    ...amenities.map((item) => {
      const file = facilityArtworkFiles[item.key];
      // A new facility with a render must name its file, or the brochure would silently omit it.
      if (!file) throw new Error(`server/brochure/images.ts: no render file for ${item.key}`);
      return brochureImage({
        file,
        width: Math.round(cardWidth * 2.2),
        height: Math.round(cardImageHeight * 2.2),
      });
    }),
  ]);
  // Chinese names set in the body face, so figures ("24小时") match the characters' height.
  const nameStyle = [
    type.subtitle,
    fonts.cjk ? { fontFamily: fonts.body, fontSize: 12.5 } : { fontSize: 16 },
  ];

  const serviceItem = (item: Facility) => (
    <View
      key={item.key}
      style={{ width: "50%", paddingRight: 16, paddingTop: 10, marginTop: 10 }}
      wrap={false}
    >
      <View style={{ flexDirection: "row", alignItems: "center" }}>
        <View
          style={{
            width: 5,
            height: 5,
            backgroundColor: colors.gold,
            marginRight: 8,
            transform: "rotate(45deg)",
          }}
        />
        <Text style={nameStyle}>{item.name}</Text>
      </View>
      <Text style={[type.body, { fontSize: 8.5, marginTop: 4 }]}>{item.description}</Text>
    </View>
  );

  return (
    <>
      <InnerPage ctx={ctx} label={copy.sections.facilities} frame={{ right: imageWidth + 40 }}>
        <Artwork
          ctx={ctx}
          src={main}
          fixed
          style={{ position: "absolute", top: 0, right: 0, width: imageWidth, height: page.height }}
        />
        <View style={{ marginRight: imageWidth - page.marginX + 40, paddingTop: 18 }}>
          <Heading ctx={ctx} eyebrow={facilities.eyebrow} title={facilities.title} />
          <Text style={[type.lead, { marginTop: 16 }]}>{facilities.intro}</Text>
          <Text style={[type.eyebrow, { color: colors.muted, marginTop: 30 }]}>
            {pages.facilities("servicesTitle")}
          </Text>
          <Text style={[type.body, { marginTop: 4 }]}>{pages.facilities("servicesIntro")}</Text>
          <View style={{ flexDirection: "row", flexWrap: "wrap", marginTop: 4 }}>
            {services.map(serviceItem)}
          </View>
        </View>
      </InnerPage>

      <InnerPage ctx={ctx} label={copy.sections.facilities}>
        <View style={{ flexDirection: "row", alignItems: "flex-end", paddingTop: 4 }}>
          <Text style={[type.title, { fontSize: fonts.cjk ? 20 : 26 }]}>
            {pages.facilities("amenitiesTitle")}
          </Text>
        </View>
        <View style={{ flexDirection: "row", flexWrap: "wrap", columnGap: gap, marginTop: 4 }}>
          {amenities.map((item, index) => {
            const render = renders[index];
            return (
              <View key={item.key} style={{ width: cardWidth, marginTop: 14 }} wrap={false}>
                {render ? (
                  <Artwork
                    ctx={ctx}
                    src={render}
                    style={{ width: cardWidth, height: cardImageHeight }}
                  />
                ) : null}
                <View
                  style={{
                    flexDirection: "row",
                    alignItems: "baseline",
                    marginTop: 9,
                    paddingBottom: 4,
                    borderBottom: `0.6 solid ${colors.line}`,
                  }}
                >
                  <Text style={[type.numeral, { fontSize: fonts.cjk ? 11 : 14, marginRight: 8 }]}>
                    {String(index + 1).padStart(2, "0")}
                  </Text>
                  <Text style={nameStyle}>{item.name}</Text>
                </View>
                <Text style={[type.body, { fontSize: 8.5, marginTop: 5 }]}>{item.description}</Text>
              </View>
            );
          })}
        </View>
      </InnerPage>
    </>
  );
};
