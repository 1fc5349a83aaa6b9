import { View } from "@react-pdf/renderer";
import { Text } from "../components/text";
import { developerFacts, formatMalaysianPhone } from "@/content/developer";
import { Heading } from "../components/heading";
import { InnerPage } from "../components/inner-page";
import { particularRows } from "../components/particulars";
import type { BrochureSection } from "../section";
import { colors } from "../styles";

const panelWidth = 370;

/**
 * Who builds SkyHaven and how to reach them, beside the advertising particulars the law requires
 * (licence, permit, authority, tenure…), set large enough to read on a phone.
 */
export const developerSection: BrochureSection = async (ctx) => {
  const { copy, type, fonts } = ctx;
  const t = ctx.pages.developer;
  const developer = ctx.developer;
  const rows = particularRows(ctx);
  const label = [type.eyebrow, { color: colors.muted, fontSize: fonts.cjk ? 8 : 6.5 }];
  const line = [type.body, { color: colors.ink, lineHeight: 1.45 }];
  // The site's own public address (SITE_URL), never a placeholder; none when built for localhost.
  const website = ctx.printedUrl("/");

  return (
    <InnerPage ctx={ctx} label={copy.sections.developer}>
      <View style={{ flexDirection: "row", paddingTop: 4 }}>
        <View style={{ flex: 1, paddingRight: 40 }}>
          <Heading ctx={ctx} eyebrow={developer.eyebrow} title={developer.title} compact />
          {/* The first paragraph introduces the company; the site's page has the rest. */}
          <Text style={[type.body, { marginTop: 10 }]}>{developer.profile[0]}</Text>
          <View style={{ flexDirection: "row", marginTop: 16 }}>
            {developer.milestones.map((milestone) => (
              <View
                key={milestone.label}
                style={{ flex: 1, paddingTop: 8, borderTop: `0.6 solid ${colors.line}` }}
              >
                <Text style={[type.numeral, { fontSize: fonts.cjk ? 18 : 24 }]}>
                  {milestone.value}
                </Text>
                <Text style={[type.small, { marginTop: 2 }]}>{milestone.label}</Text>
              </View>
            ))}
          </View>

          <View style={{ flexDirection: "row", marginTop: 22 }}>
            <View style={{ flex: 1, paddingRight: 16 }}>
              <Text style={label}>{t("companyTitle")}</Text>
              <Text style={[...line, { fontWeight: 600, marginTop: 4 }]}>
                {developerFacts.company}
              </Text>
              <Text style={type.small}>
                {t("registrationNumber", { number: developerFacts.registrationNumber })}
              </Text>
              <Text style={[label, { marginTop: 8 }]}>{t("registeredOffice")}</Text>
              {developerFacts.registeredAddress.map((addressLine) => (
                <Text key={addressLine} style={[...line, { marginTop: 1 }]}>
                  {addressLine}
                </Text>
              ))}
            </View>
            <View style={{ flex: 1 }}>
              <Text style={label}>{t("contactTitle")}</Text>
              <Text style={[...line, { marginTop: 4 }]}>
                {t("phone")} {formatMalaysianPhone(ctx.contact.phone)}
              </Text>
              <Text style={line}>
                {t("whatsapp")} {formatMalaysianPhone(ctx.contact.whatsapp)}
              </Text>
              <Text style={line}>{ctx.contact.email}</Text>
              {website && <Text style={line}>{website}</Text>}
            </View>
          </View>
        </View>

        <View
          style={{
            width: panelWidth,
            backgroundColor: colors.white,
            border: `0.6 solid ${colors.line}`,
            paddingHorizontal: 22,
            paddingVertical: 20,
          }}
        >
          <Text style={type.eyebrow}>{ctx.pages.particulars("title")}</Text>
          <Text style={[type.small, { marginTop: 5, marginBottom: 4 }]}>
            {t("particularsIntro")}
          </Text>
          {rows.map(([name, value]) => (
            <View
              key={name}
              wrap={false}
              style={{
                flexDirection: "row",
                paddingVertical: 4.5,
                borderTop: `0.6 solid ${colors.line}`,
              }}
            >
              <Text style={[type.small, { width: 118, paddingRight: 10, lineHeight: 1.4 }]}>
                {name}
              </Text>
              <Text
                style={[type.body, { flex: 1, color: colors.ink, fontSize: 8.5, lineHeight: 1.4 }]}
              >
                {value}
              </Text>
            </View>
          ))}
        </View>
      </View>
    </InnerPage>
  );
};
