import { View } from "@react-pdf/renderer";
import { Text } from "./text";
import { formatMalaysianPhone } from "@/content/developer";
import type { BrochureContext } from "../context";
import { colors } from "../styles";
import { QrCode } from "./qr-code";

const qrSize = 92;

/**
 * The back cover's "come and see us" block for a salesperson to hand over: the sales gallery's
 * address and hours, phone and WhatsApp (the facts the /developer page shows, never typed twice)
 * and a QR code to the registration page. Without a public SITE_URL there is no QR code, as there
 * is no printed address.
 */
export function SalesContact({ ctx }: { ctx: BrochureContext }) {
  const { type, fonts } = ctx;
  const t = ctx.pages.developer;
  const gallery = ctx.developer.salesGallery;
  const onNavy = { color: colors.mutedOnNavy };
  const label = [type.eyebrow, { color: colors.goldOnNavy, marginTop: 16 }];
  const value = [type.body, { color: colors.onNavy, lineHeight: fonts.cjk ? 1.7 : 1.45 }];
  return (
    <View>
      <Text style={[type.subtitle, { color: colors.white }]}>{gallery.name}</Text>
      <View style={{ marginTop: 6 }}>
        {[gallery.placeName, ...ctx.contact.galleryAddress].map((line) => (
          <Text key={line} style={value}>
            {line}
          </Text>
        ))}
      </View>
      <Text style={label}>{t("hoursTitle")}</Text>
      {gallery.hours.map((row) => (
        <View key={row.days} style={{ marginTop: 4 }}>
          <Text style={[type.small, onNavy]}>{row.days}</Text>
          <Text style={[...value, { fontWeight: 600 }]}>{row.time}</Text>
        </View>
      ))}
      <Text style={label}>{t("contactTitle")}</Text>
      <Text style={[...value, { marginTop: 4 }]}>
        {t("phone")} {formatMalaysianPhone(ctx.contact.phone)}
      </Text>
      <Text style={value}>
        {t("whatsapp")} {formatMalaysianPhone(ctx.contact.whatsapp)}
      </Text>
      <Text style={value}>{ctx.contact.email}</Text>
      {ctx.registerLink && (
        <View style={{ flexDirection: "row", alignItems: "center", marginTop: 18 }}>
          <QrCode url={ctx.registerLink} size={qrSize} />
          <Text
            style={[
              type.small,
              { color: colors.goldOnNavy, fontWeight: 600, flex: 1, marginLeft: 12 },
            ]}
          >
            {ctx.copy.contact.scan}
          </Text>
        </View>
      )}
    </View>
  );
}
