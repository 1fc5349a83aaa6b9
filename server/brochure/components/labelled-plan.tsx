import { Image as PdfImage, View } from "@react-pdf/renderer";
import { Text } from "./text";
import { planLabels } from "@/content/units/plan-labels";
import { roomDimensions, type FloorPlanModel } from "@/lib/floor-plan";
import { boundingBox } from "@/lib/floor-plan/geometry";
import type { BrochureContext } from "../context";
import type { PdfImageSource } from "../images";
import { colors } from "../styles";

/** Margin the compact plan drawing leaves around the unit, in metres (see renderFloorPlan). */
export const planPad = 0.3;

interface LabelledPlanProps {
  ctx: BrochureContext;
  model: FloorPlanModel;
  /** The compact drawing (walls, doors, windows) rasterised to this plan's box. */
  image: PdfImageSource;
  /** Points per metre. */
  scale: number;
  /** A drawing from content/units/plans/ carries its own words: no labels over it. */
  labelled: boolean;
}

/**
 * A floor plan at print size: the site's drawing without words, and each room's name and size
 * set over it in react-pdf text, so the labels use the brochure's fonts (Chinese included) and
 * copy out of the PDF as words.
 */
export function LabelledPlan({ ctx, model, image, scale, labelled }: LabelledPlanProps) {
  const width = (model.width + 2 * planPad) * scale;
  const height = (model.depth + 2 * planPad) * scale;
  const labels = planLabels[ctx.locale];
  const nameSize = Math.min(8, Math.max(5.6, scale * 0.27)) + (ctx.fonts.cjk ? 0.4 : 0);
  return (
    <View style={{ width, height, backgroundColor: colors.white, position: "relative" }}>
      <PdfImage src={image} style={{ width, height }} />
      {labelled &&
        model.rooms.map((room, index) => {
          const box = boundingBox(room.polygon);
          // Bathrooms are small and their doors swing in near the top: words sit at the bottom.
          const wet = room.kind === "bathroom" || room.kind === "ensuite";
          return (
            <View
              key={index}
              style={{
                position: "absolute",
                left: (box.minX + planPad) * scale + 2,
                top: (box.minY + planPad) * scale + 2,
                width: box.width * scale - 4,
                height: box.height * scale - 4,
                alignItems: "center",
                justifyContent: wet ? "flex-end" : "center",
              }}
            >
              <Text
                style={{
                  fontFamily: ctx.fonts.body,
                  fontSize: nameSize,
                  fontWeight: 600,
                  lineHeight: 1.15,
                  color: colors.ink,
                  textAlign: "center",
                }}
              >
                {labels.rooms[room.kind]}
              </Text>
              {/* A narrow room (the shared foyer) has no room for its size, as on the site. */}
              {box.width >= 1.75 && (
                <Text
                  style={{
                    fontFamily: ctx.fonts.body,
                    fontSize: nameSize * 0.82,
                    color: colors.muted,
                    marginTop: 1,
                  }}
                >
                  {roomDimensions(room)} {labels.metres}
                </Text>
              )}
            </View>
          );
        })}
    </View>
  );
}
