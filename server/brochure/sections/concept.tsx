import { View } from "@react-pdf/renderer";
import { Text } from "../components/text";
import { Heading } from "../components/heading";
import { InnerPage } from "../components/inner-page";
import type { BrochureSection } from "../section";
import { colors } from "../styles";

/** What SkyHaven is: the concept's title and description, its key facts, and the designers' quote. */
export const conceptSection: BrochureSection = async (ctx) => {
  const { concept, copy, type, fonts } = ctx;
  return (
    <InnerPage ctx={ctx} label={copy.sections.concept}>
      <View style={{ flexDirection: "row", flexGrow: 1 }}>
        <View style={{ width: 410, paddingTop: 18, paddingRight: 12 }}>
          <Heading ctx={ctx} eyebrow={copy.sections.concept} title={concept.meta.title} />
          <Text style={[type.lead, { marginTop: 18 }]}>{concept.hero.description}</Text>

          <Text style={[type.eyebrow, { color: colors.muted, marginTop: 34, marginBottom: 8 }]}>
            {copy.labels.keyFacts}
          </Text>
          <View style={{ flexDirection: "row", flexWrap: "wrap" }}>
            {concept.facts.map((fact) => (
              <View
                key={fact.label}
                style={{
                  width: "50%",
                  paddingVertical: 12,
                  borderTop: `0.6 solid ${colors.line}`,
                }}
              >
                <Text style={type.numeral}>{fact.value}</Text>
                <Text style={[type.small, { fontSize: fonts.cjk ? 8.5 : 8, marginTop: 3 }]}>
                  {fact.label}
                </Text>
              </View>
            ))}
          </View>
        </View>

        <View
          style={{
            flex: 1,
            marginLeft: 40,
            backgroundColor: colors.navy,
            paddingHorizontal: 40,
            paddingVertical: 44,
            justifyContent: "center",
          }}
        >
          <Text
            style={{
              fontFamily: "Cormorant Garamond",
              fontSize: 80,
              lineHeight: 1,
              color: colors.gold,
              marginBottom: -24,
            }}
          >
            “
          </Text>
          <Text
            style={[
              type.title,
              {
                color: colors.onNavy,
                fontSize: fonts.cjk ? 17 : 22,
                lineHeight: fonts.cjk ? 1.8 : 1.3,
                fontStyle: fonts.cjk ? "normal" : "italic",
              },
            ]}
          >
            {concept.quote.text}
          </Text>
          <View style={{ width: 24, height: 1, backgroundColor: colors.gold, marginTop: 22 }} />
          <Text style={[type.eyebrow, { color: colors.goldOnNavy, marginTop: 10 }]}>
            {concept.quote.attribution}
          </Text>
        </View>
      </View>
    </InnerPage>
  );
};
