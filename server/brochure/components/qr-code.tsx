import { Link, Path, Svg, View } from "@react-pdf/renderer";
import QRCode from "qrcode";
import { colors } from "../styles";

/** Modules of white border the QR standard asks for around the code, so phones find it. */
const quietZone = 4;

/** The dark modules of a QR code as one SVG path: one square per module, in module units. */
export function qrPath(text: string): { d: string; size: number } {
  // Level M survives a smudge or a fold (15% of the modules) and keeps the code small.
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col + quietZone} ${row + quietZone}h1v1h-1z`);
    }
  }
  return { d: parts.join(""), size: modules.size + 2 * quietZone };
}

/**
 * A QR code drawn as vector squares (sharp at any print size), on white with its quiet zone, and
 * a link over it: a reader of the PDF on screen taps it instead of scanning.
 */
export function QrCode({ url, size }: { url: string; size: number }) {
  const { d, size: modules } = qrPath(url);
  return (
    <Link src={url} style={{ width: size, height: size }}>
      <View style={{ width: size, height: size, backgroundColor: colors.white }}>
        <Svg viewBox={`0 0 ${modules} ${modules}`} style={{ width: size, height: size }}>
          <Path d={d} fill={colors.navy} />
        </Svg>
      </View>
    </Link>
  );
}
