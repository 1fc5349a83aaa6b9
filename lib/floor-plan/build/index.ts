import { SQFT_PER_SQM } from "@/content/units/area";
import { boundingBox, rect } from "../geometry";
import type { FloorPlanModel, Opening } from "../model";
import { mirror, SERVICE_DEPTH, UNIT_DEPTH, type Block } from "./block";
import { dualKeyBlock, dualKeyZones } from "./dual-key";
import { studioBlock } from "./studio";
import { suiteBlock } from "./suite";

export interface PlanInput {
  category: "studio" | "single" | "double" | "dualKey";
  sizeSqft: number;
  bedrooms: number;
  plan: { balcony: boolean; mirrored: boolean; corner: boolean };
  placement: { facing: "north" | "south"; cornerSide?: "west" | "east" };
}

function blockFor(input: PlanInput, width: number): Block {
  const { balcony } = input.plan;
  switch (input.category) {
    case "studio":
      return studioBlock({ width, balcony, entrance: "corridor" });
    case "single":
      return suiteBlock({ width, bedrooms: 1, balcony });
    case "double":
      return suiteBlock({ width, bedrooms: 2, balcony });
    case "dualKey":
      return dualKeyBlock(width, input.bedrooms >= 3 ? 2 : 1, balcony);
  }
}

/** Windows in the outside side wall of a corner unit, one per room along it. */
function cornerWindows(block: Block, x: number): Opening[] {
  return block.rooms
    .map((room) => ({ room, box: boundingBox(room.polygon) }))
    .filter(({ room, box }) => {
      const touches = Math.abs(box.minX - x) < 1e-6 || Math.abs(box.minX + box.width - x) < 1e-6;
      return touches && room.kind !== "balcony" && box.minY < UNIT_DEPTH - SERVICE_DEPTH;
    })
    .map(({ box }) => ({
      kind: "window" as const,
      from: [x, box.minY + 0.6] as const,
      to: [x, Math.min(box.minY + box.height, UNIT_DEPTH - SERVICE_DEPTH) - 0.6] as const,
    }));
}

/**
 * The room model of a unit type: its outline is exactly its built-up area (width × the typical
 * floor's unit depth), laid out by category and drawn facade at the top, corridor at the bottom.
 */
export function buildFloorPlan(input: PlanInput): FloorPlanModel {
  const depth = UNIT_DEPTH;
  const width = input.sizeSqft / SQFT_PER_SQM / depth;
  let block = blockFor(input, width);
  let zones = input.category === "dualKey" ? dualKeyZones(width) : [];
  if (input.plan.mirrored) {
    block = mirror(block, width);
    zones = zones.map((z) => ({ ...z, from: width - z.to, to: width - z.from }));
  }
  const { facing, cornerSide } = input.placement;
  if (input.plan.corner && cornerSide) {
    // Facing south, the drawing is turned half round from the key plan: west is on the right.
    const left = (cornerSide === "west") === (facing === "north");
    block = { ...block, openings: [...block.openings, ...cornerWindows(block, left ? 0 : width)] };
  }
  return {
    width,
    depth,
    outline: rect(0, 0, width, depth),
    ...block,
    zones,
    northAngle: facing === "north" ? 0 : 180,
  };
}
