import { Page, View } from "@react-pdf/renderer";
import { permitStatus } from "@/lib/particulars/permit-status";
import { Text } from "../components/text";
import { SalesContact } from "../components/sales-contact";
import { Wordmark } from "../components/wordmark";
import type { BrochureContext } from "../context";
import type { BrochureSection } from "../section";
import { colors, page } from "../styles";

/**
 * The back cover, the page a salesperson points to: how to register, where the sales gallery is
 * and how to reach it, who the developer is, and the notice every buyer must read.
 */
export const noticeSection: BrochureSection = async (ctx) => {
  const { concept, copy, type, site, fonts } = ctx;
  const onNavy = { color: colors.mutedOnNavy };
  const registerUrl = ctx.printedUrl("/register");
  const homeUrl = ctx.printedUrl("/");
  const column = {
    marginLeft: 30,
    paddingLeft: 30,
    borderLeft: `0.6 solid ${colors.mutedOnNavy}`,
  };
  return (
    <Page
      size="A4"
      orientation="landscape"
      style={{ backgroundColor: colors.navy, padding: page.marginX, flexDirection: "row" }}
    >
      <View style={{ width: 250, justifyContent: "space-between" }}>
        <Wordmark size={34} color={colors.white} />
        <View>
          <Text style={[type.title, { color: colors.white, fontSize: fonts.cjk ? 22 : 28 }]}>
            {concept.closing.title}
          </Text>
          <Text style={[type.body, onNavy, { marginTop: 12 }]}>{concept.closing.body}</Text>
          {registerUrl && (
            <Text style={[type.body, { color: colors.goldOnNavy, marginTop: 14, fontWeight: 600 }]}>
              {copy.contact.register.replace("{url}", registerUrl)}
            </Text>
          )}
        </View>
        <View>
          <Text style={[type.eyebrow, { color: colors.goldOnNavy }]}>
            {copy.labels.developedBy}
          </Text>
          <Text style={[type.body, { color: colors.white, marginTop: 4 }]}>{site.developer}</Text>
          {/* The licence and permit on the back cover too, where a flyer-style reader looks. */}
          <Text style={[type.small, onNavy, { marginTop: 4 }]}>
            {ctx.pages.particulars("licence")} {ctx.particulars.developerLicence.number}
          </Text>
          <Text style={[type.small, onNavy]}>
            {ctx.pages.particulars("permit")} {permitLine(ctx)}
          </Text>
        </View>
      </View>

      <View style={[column, { width: 230, justifyContent: "center" }]}>
        <SalesContact ctx={ctx} />
      </View>

      <View style={[column, { flex: 1, justifyContent: "center" }]}>
        <Text style={[type.eyebrow, { color: colors.goldOnNavy }]}>{site.name}</Text>
        <Text style={[type.subtitle, { color: colors.white, marginTop: 8 }]}>
          {copy.notice.title}
        </Text>
        {copy.notice.paragraphs.map((paragraph) => (
          <Text key={paragraph} style={[type.small, onNavy, { marginTop: 8 }]}>
            {paragraph}
          </Text>
        ))}
        {homeUrl && (
          <Text style={[type.small, onNavy, { marginTop: 16 }]}>
            {copy.notice.source.replace("{url}", homeUrl)}
          </Text>
        )}
      </View>
    </Page>
  );
};

/** The permit's number, or that it lapsed (never a lapsed permit printed as current). */
function permitLine(ctx: BrochureContext): string {
  const { advertisingPermit } = ctx.particulars;
  if (permitStatus(ctx.particulars, ctx.today).state !== "lapsed") return advertisingPermit.number;
  const date = ctx.format.dateTime(new Date(`${advertisingPermit.validTo}T00:00:00Z`), {
    dateStyle: "medium",
    timeZone: "UTC",
  });
  return ctx.pages.particulars("permitLapsed", { date });
}
