import { Image as PdfImage, View, type Styles } from "@react-pdf/renderer";
import { Text } from "./text";
import type { BrochureContext } from "../context";
import type { PdfImageSource } from "../images";
import { colors } from "../styles";

type Style = Styles[string];

interface ArtworkProps {
  ctx: BrochureContext;
  /** From `brochureImage`, already cropped to the box. */
  src: PdfImageSource;
  style: Style;
  /** The label sits in the bottom-right corner unless a layout needs it elsewhere. */
  captionSide?: "left" | "right";
  fixed?: boolean;
}

/** A render with its "Artist's impression" label in the reader's language, as advertising rules ask. */
export function Artwork({ ctx, src, style, captionSide = "right", fixed }: ArtworkProps) {
  return (
    <View
      fixed={fixed}
      style={[style, { position: style.position ?? "relative", overflow: "hidden" }]}
    >
      <PdfImage src={src} style={{ width: "100%", height: "100%" }} />
      <Text
        style={[
          ctx.type.small,
          {
            position: "absolute",
            bottom: 8,
            [captionSide]: 8,
            paddingVertical: 2.5,
            paddingHorizontal: 6,
            color: colors.white,
            backgroundColor: "rgba(11, 27, 52, 0.55)",
            fontSize: 6.5,
          },
        ]}
      >
        {ctx.copy.labels.artistImpression}
      </Text>
    </View>
  );
}
