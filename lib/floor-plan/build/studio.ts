import { rect } from "../geometry";
import type { Zone } from "../model";
import {
  BALCONY_DEPTH,
  doorInHorizontalWall,
  doorInVerticalWall,
  FRONT_DOOR_WIDTH,
  SERVICE_DEPTH,
  UNIT_DEPTH,
  type Block,
} from "./block";

const BATH_WIDTH = 1.8;

interface StudioOptions {
  width: number;
  balcony: boolean;
  /** From the corridor (a studio of its own) or from a shared foyer on its east side (dual-key). */
  entrance: "corridor" | "foyer";
  zone?: Zone;
}

/** One room to live and sleep in, the bathroom and kitchenette along the corridor. */
export function studioBlock({ width, balcony, entrance, zone }: StudioOptions): Block {
  const top = balcony ? BALCONY_DEPTH : 0;
  const service = UNIT_DEPTH - SERVICE_DEPTH;
  const inZone = zone ? { zone } : {};
  const rooms = [
    ...(balcony ? [{ kind: "balcony" as const, polygon: rect(0, 0, width, top), ...inZone }] : []),
    { kind: "studio" as const, polygon: rect(0, top, width, service - top), ...inZone },
    { kind: "bathroom" as const, polygon: rect(0, service, BATH_WIDTH, SERVICE_DEPTH), ...inZone },
    {
      kind: "kitchenette" as const,
      polygon: rect(BATH_WIDTH, service, width - BATH_WIDTH, SERVICE_DEPTH),
      ...inZone,
    },
  ];
  const front =
    entrance === "corridor"
      ? {
          ...doorInHorizontalWall(width - 0.2 - FRONT_DOOR_WIDTH, UNIT_DEPTH, -1, FRONT_DOOR_WIDTH),
          main: true,
        }
      : doorInVerticalWall(width, service + 0.8, -1, FRONT_DOOR_WIDTH);
  return {
    rooms,
    doors: [doorInVerticalWall(BATH_WIDTH, service + 0.4, -1), front],
    openings: balcony
      ? [
          { kind: "railing", from: [0, 0], to: [width, 0] },
          { kind: "sliding", from: [0.3, top], to: [width - 0.3, top] },
        ]
      : [{ kind: "window", from: [0.5, 0], to: [width - 0.5, 0] }],
  };
}
