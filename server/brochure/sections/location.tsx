import { View } from "@react-pdf/renderer";
import { Text } from "../components/text";
import type { ReactNode } from "react";
import { locationFacts } from "@/content/location";
import { Heading } from "../components/heading";
import { InnerPage } from "../components/inner-page";
import { SiteMap } from "../components/site-map";
import type { BrochureContext } from "../context";
import type { BrochureSection } from "../section";
import { colors } from "../styles";

const mapSize = 300;
const legendSwatch = { width: 16, marginRight: 6 } as const;

/**
 * Where SkyHaven is: the places around it numbered like the map's markers, with distance and
 * travel time, then the schematic map, its legend and the postal address.
 */
export const locationSection: BrochureSection = async (ctx) => {
  const { copy, type, fonts } = ctx;
  const t = ctx.pages.location;
  const { location } = ctx;
  const columns = { number: 22, distance: 58, travel: fonts.cjk ? 78 : 92 };
  const head = [
    type.eyebrow,
    // No letter spacing: readers would take the gaps for spaces (styles.ts).
    { color: colors.muted, fontSize: fonts.cjk ? 8 : 6.5 },
  ];

  return (
    <InnerPage ctx={ctx} label={copy.sections.location}>
      <View style={{ flexDirection: "row", paddingTop: 4 }}>
        <View style={{ flex: 1, paddingRight: 40 }}>
          <Heading ctx={ctx} eyebrow={location.eyebrow} title={location.title} compact />
          <Text style={[type.body, { marginTop: 8 }]}>{location.intro}</Text>

          <View
            style={{
              flexDirection: "row",
              marginTop: 16,
              paddingBottom: 4,
              borderBottom: `0.8 solid ${colors.gold}`,
            }}
          >
            <Text style={[...head, { width: columns.number }]}> </Text>
            <Text style={[...head, { flex: 1 }]}>{copy.location.place}</Text>
            <Text style={[...head, { width: columns.distance, textAlign: "right" }]}>
              {copy.location.distance}
            </Text>
            <Text style={[...head, { width: columns.travel, textAlign: "right" }]}>
              {copy.location.travel}
            </Text>
          </View>
          {locationFacts.pointsOfInterest.map((poi, i) => {
            const words = location.pointsOfInterest[poi.id];
            return (
              <View
                key={poi.id}
                wrap={false}
                style={{
                  flexDirection: "row",
                  alignItems: "center",
                  paddingVertical: 2.5,
                  borderBottom: `0.6 solid ${colors.line}`,
                }}
              >
                <View style={{ width: columns.number }}>
                  <View
                    style={{
                      width: 13,
                      height: 13,
                      borderRadius: 6.5,
                      backgroundColor: colors.gold,
                      justifyContent: "center",
                    }}
                  >
                    <Text
                      style={{
                        fontFamily: fonts.body,
                        fontSize: 6.5,
                        fontWeight: 600,
                        color: colors.navy,
                        textAlign: "center",
                      }}
                    >
                      {i + 1}
                    </Text>
                  </View>
                </View>
                <View style={{ flex: 1, paddingRight: 8 }}>
                  <Text
                    style={[type.body, { color: colors.ink, fontWeight: 600, lineHeight: 1.3 }]}
                  >
                    {words?.name}
                  </Text>
                  <Text style={[type.small, { lineHeight: 1.3 }]}>
                    {t("category", { category: poi.category })}
                    {words?.note ? ` · ${words.note}` : ""}
                  </Text>
                </View>
                <Text
                  style={[
                    type.numeral,
                    { width: columns.distance, textAlign: "right", fontSize: fonts.cjk ? 12 : 16 },
                  ]}
                >
                  {t("distance", { km: poi.distanceKm })}
                </Text>
                <Text style={[type.small, { width: columns.travel, textAlign: "right" }]}>
                  {t("travel", { minutes: poi.travel.minutes, mode: poi.travel.mode })}
                </Text>
              </View>
            );
          })}
          <Text style={[type.small, { marginTop: 4 }]}>{t("poiIntro")}</Text>
        </View>

        <View style={{ width: mapSize, marginTop: 4 }}>
          <SiteMap ctx={ctx} facts={locationFacts} copy={location} size={mapSize} />
          <View style={{ flexDirection: "row", flexWrap: "wrap", marginTop: 8 }}>
            <Legend ctx={ctx} label={t("legendSite")}>
              <View
                style={{
                  width: 6,
                  height: 6,
                  marginHorizontal: 5,
                  backgroundColor: colors.navy,
                  border: `1 solid ${colors.gold}`,
                  transform: "rotate(45deg)",
                }}
              />
            </Legend>
            <Legend ctx={ctx} label={t("legendExpressway")}>
              <View
                style={{
                  ...legendSwatch,
                  height: 3,
                  borderRadius: 1.5,
                  backgroundColor: colors.line,
                }}
              />
            </Legend>
            <Legend ctx={ctx} label={t("legendRail")}>
              <View style={{ ...legendSwatch, borderTop: `1.4 dashed ${colors.goldText}` }} />
            </Legend>
          </View>
          <Text style={[type.small, { marginTop: 4 }]}>{t("siteMapNote")}</Text>
          <Text style={[type.eyebrow, { color: colors.muted, marginTop: 12 }]}>
            {t("addressTitle")}
          </Text>
          {location.addressLines.map((line) => (
            <Text key={line} style={[type.body, { color: colors.ink, lineHeight: 1.4 }]}>
              {line}
            </Text>
          ))}
        </View>
      </View>
    </InnerPage>
  );
};

/** One key of the map: its swatch and what it stands for. */
function Legend({
  ctx,
  label,
  children,
}: {
  ctx: BrochureContext;
  label: string;
  children: ReactNode;
}) {
  return (
    <View style={{ flexDirection: "row", alignItems: "center", marginRight: 14, marginTop: 2 }}>
      {children}
      <Text style={ctx.type.small}>{label}</Text>
    </View>
  );
}
