import { Page, View, type Styles } from "@react-pdf/renderer";
import { Text } from "./text";
import type { ReactNode } from "react";
import type { BrochureContext } from "../context";
import { colors, page } from "../styles";
import { Wordmark } from "./wordmark";

interface InnerPageProps {
  ctx: BrochureContext;
  /** The running header's section name. */
  label: string;
  children?: ReactNode;
  /**
   * Where the running header and footer start and end, for pages whose picture bleeds off one
   * side: they move to the paper side instead of sitting on the picture.
   */
  frame?: { left?: number; right?: number };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A page inside the brochure: paper, wordmark and section name above, page number below. */
export function InnerPage({ ctx, label, children, frame = {} }: InnerPageProps) {
  const left = frame.left ?? page.marginX;
  const right = frame.right ?? page.marginX;
  const band: Styles[string] = {
    position: "absolute",
    left,
    right,
    flexDirection: "row",
    justifyContent: "space-between",
    alignItems: "center",
  };
  return (
    <Page
      size="A4"
      orientation="landscape"
      style={{
        backgroundColor: colors.paper,
        paddingTop: page.top,
        paddingBottom: page.bottom,
        paddingHorizontal: page.marginX,
      }}
    >
      <View
        fixed
        style={[band, { top: 28, paddingBottom: 10, borderBottom: `0.6 solid ${colors.line}` }]}
      >
        <Wordmark size={20} />
        <Text style={[ctx.type.eyebrow, { color: colors.muted }]}>{label}</Text>
      </View>
      {children}
      <View fixed style={[band, { top: page.height - 40 }]}>
        {/* Below the content area react-pdf's pagination drops plain text and bottom-anchored
            boxes: the band is placed from the top, its text drawn by render functions. */}
        <Text style={ctx.type.small} render={() => `${ctx.site.name} · ${ctx.copy.cover.label}`} />
        <Text
          style={[ctx.type.small, { color: colors.goldText, fontWeight: 600 }]}
          render={({ pageNumber, totalPages }) => `${pad(pageNumber)} / ${pad(totalPages)}`}
        />
      </View>
    </Page>
  );
}
