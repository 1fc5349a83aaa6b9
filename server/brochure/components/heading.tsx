import { View } from "@react-pdf/renderer";
import { Text } from "./text";
import type { BrochureContext } from "../context";
import { colors, rule } from "../styles";

interface HeadingProps {
  ctx: BrochureContext;
  eyebrow: string;
  title: string;
  /** On navy pages the eyebrow and title switch to their light variants. */
  onNavy?: boolean;
  /** A smaller title, for pages whose content needs the room (location, developer). */
  compact?: boolean;
}

/** Eyebrow, short gold rule and title: how every section of the site opens. */
export function Heading({ ctx, eyebrow, title, onNavy = false, compact = false }: HeadingProps) {
  return (
    <View>
      <Text style={[ctx.type.eyebrow, onNavy ? { color: colors.goldOnNavy } : {}]}>{eyebrow}</Text>
      <View style={[rule, { marginTop: 10, marginBottom: 14 }]} />
      <Text
        style={[
          ctx.type.title,
          onNavy ? { color: colors.onNavy } : {},
          compact ? { fontSize: ctx.fonts.cjk ? 20 : 25 } : {},
        ]}
      >
        {title}
      </Text>
    </View>
  );
}
