import "server-only";
import type { Locale } from "next-intl";
import { ImageResponse } from "next/og";
import sharp from "sharp";
import { categoryNames } from "@/content/units/names";
import type { UnitTypeDetails } from "@/content/units/unit-types";
import { accents, navy } from "@/lib/theme/palette";
import { brochurePlanImage } from "../../brochure/plan-image";
import { cardFontFamily, cardFonts } from "./fonts";
import { cardMessages } from "./messages";
import { CARD_SIZE } from "./paths";

const PLAN = { width: 700, height: 550 };

/**
 * A unit type's social card, 1200×630 PNG: its plan (the same wordless drawing as the brochure's,
 * or the drawing dropped into content/units/plans/) beside the type code, category and size, with
 * the "Artist's impression" label in the page's language.
 */
export async function unitTypeCard(unit: UnitTypeDetails, locale: Locale): Promise<Buffer> {
  const [plan, fonts] = await Promise.all([
    brochurePlanImage(unit, locale, PLAN),
    cardFonts(locale),
  ]);
  const t = cardMessages(locale);
  const planSrc = `data:image/png;base64,${plan.data.toString("base64")}`;
  const accent = accents.default.fill;
  const response = new ImageResponse(
    <div
      style={{
        display: "flex",
        width: "100%",
        height: "100%",
        background: "#ffffff",
        fontFamily: cardFontFamily(locale),
      }}
    >
      <div style={{ display: "flex", width: 760, alignItems: "center", justifyContent: "center" }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, not next/image */}
        <img src={planSrc} width={PLAN.width} height={PLAN.height} alt="" />
      </div>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          width: 440,
          padding: "56px 48px",
          background: navy,
          color: "#ffffff",
        }}
      >
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ fontSize: 26, fontWeight: 600, letterSpacing: 4, color: accent }}>
            SKYHAVEN SUITES
          </div>
          <div style={{ fontSize: 150, fontWeight: 600, lineHeight: 1.1, marginTop: 24 }}>
            {unit.code}
          </div>
          <div style={{ fontSize: 34, marginTop: 8 }}>{categoryNames[unit.category][locale]}</div>
          <div style={{ fontSize: 30, marginTop: 16, color: accent, whiteSpace: "nowrap" }}>
            {t.size(unit.sizeSqft, unit.sizeSqm)}
          </div>
          <div style={{ fontSize: 28, marginTop: 8 }}>{t.rooms(unit.bedrooms, unit.bathrooms)}</div>
        </div>
        <div
          style={{
            display: "flex",
            alignSelf: "flex-start",
            fontSize: 22,
            padding: "8px 16px",
            border: `2px solid ${accent}`,
            borderRadius: 999,
          }}
        >
          {t.impression}
        </div>
      </div>
    </div>,
    { ...CARD_SIZE, fonts },
  );
  const png = Buffer.from(await response.arrayBuffer());
  return sharp(png).png({ compressionLevel: 9, palette: true }).toBuffer();
}
