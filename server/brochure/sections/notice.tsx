import { Page, Text, View } from "@react-pdf/renderer";
import { advertisingParticulars } from "@/content/developer";
import { Heading } from "../components/heading";
import { Wordmark } from "../components/wordmark";
import type { BrochureSection } from "../section";
import { colors, page } from "../styles";

/** The back cover: how to register, who the developer is, and the notice every buyer must read. */
export const noticeSection: BrochureSection = async (ctx) => {
  const { concept, copy, type, site } = ctx;
  const onNavy = { color: colors.mutedOnNavy };
  return (
    <Page
      size="A4"
      orientation="landscape"
      style={{ backgroundColor: colors.navy, padding: page.marginX, flexDirection: "row" }}
    >
      <View style={{ width: 330, justifyContent: "space-between" }}>
        <Wordmark size={34} color={colors.white} />
        <View>
          <Text style={[type.title, { color: colors.white }]}>{concept.closing.title}</Text>
          <Text style={[type.body, onNavy, { marginTop: 14 }]}>{concept.closing.body}</Text>
          <Text style={[type.lead, { color: colors.goldOnNavy, marginTop: 18, fontWeight: 600 }]}>
            {copy.contact.register.replace("{url}", ctx.printedUrl("/register"))}
          </Text>
        </View>
        <View>
          <Text style={[type.eyebrow, { color: colors.goldOnNavy }]}>
            {copy.labels.developedBy}
          </Text>
          <Text style={[type.lead, { color: colors.white, marginTop: 6 }]}>{site.developer}</Text>
          {/* The licence and permit on the back cover too, where a flyer-style reader looks. */}
          <Text style={[type.small, onNavy, { marginTop: 6 }]}>
            {ctx.pages.particulars("licence")} {advertisingParticulars.developerLicence.number}
          </Text>
          <Text style={[type.small, onNavy]}>
            {ctx.pages.particulars("permit")} {advertisingParticulars.advertisingPermit.number}
          </Text>
        </View>
      </View>

      <View
        style={{
          flex: 1,
          marginLeft: 56,
          paddingLeft: 40,
          borderLeft: `0.6 solid ${colors.mutedOnNavy}`,
          justifyContent: "center",
        }}
      >
        <Heading ctx={ctx} eyebrow={site.name} title={copy.notice.title} onNavy />
        {copy.notice.paragraphs.map((paragraph) => (
          <Text key={paragraph} style={[type.body, onNavy, { marginTop: 12 }]}>
            {paragraph}
          </Text>
        ))}
        <Text style={[type.small, onNavy, { marginTop: 24 }]}>
          {copy.notice.source.replace("{url}", ctx.printedUrl("/"))}
        </Text>
      </View>
    </Page>
  );
};
