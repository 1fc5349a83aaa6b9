import { rect } from "../geometry";
import type { Opening, Room } from "../model";
import {
  BALCONY_DEPTH,
  doorInHorizontalWall,
  doorInVerticalWall,
  FRONT_DOOR_WIDTH,
  SERVICE_DEPTH,
  UNIT_DEPTH,
  type Block,
} from "./block";

const BATH_WIDTH = 2.0;
const BEDROOM_WIDTH = 3.0;
const MASTER_WIDTH = 3.3;

interface SuiteOptions {
  width: number;
  bedrooms: 1 | 2;
  balcony: boolean;
  /**
   * Width of a shared foyer at the west end of the service band (dual-key units): the suite is then
   * entered through the foyer's east wall instead of from the corridor.
   */
  foyer?: number;
}

/**
 * A suite drawn living room west, bedrooms east (mirror it for the other hand). One bedroom: the
 * bathroom off the kitchen. Two: bedroom 2 west of the living room, the master east with its
 * en-suite, and a common bathroom between.
 */
export function suiteBlock({ width, bedrooms, balcony, foyer = 0 }: SuiteOptions): Block {
  const service = UNIT_DEPTH - SERVICE_DEPTH;
  const top = balcony ? BALCONY_DEPTH : 0;
  const west = bedrooms === 2 ? BEDROOM_WIDTH : 0;
  const east = bedrooms === 2 ? MASTER_WIDTH : BEDROOM_WIDTH + 0.1;
  const living = width - west - east;
  const bathsWidth = bedrooms === 2 ? 2 * BATH_WIDTH : BATH_WIDTH;
  const kitchenEnd = width - bathsWidth;
  const suiteZone = foyer ? { zone: "suite" as const } : {};
  const room = (kind: Room["kind"], polygon: Room["polygon"]): Room => ({
    kind,
    polygon,
    ...suiteZone,
  });

  const rooms: Room[] = [
    ...(bedrooms === 2 ? [room("bedroom", rect(0, 0, west, service))] : []),
    ...(balcony ? [room("balcony", rect(west, 0, living, top))] : []),
    room("living", rect(west, top, living, service - top)),
    room(bedrooms === 2 ? "master" : "bedroom", rect(width - east, 0, east, service)),
    room("kitchen", rect(foyer, service, kitchenEnd - foyer, SERVICE_DEPTH)),
    room("bathroom", rect(kitchenEnd, service, BATH_WIDTH, SERVICE_DEPTH)),
    ...(bedrooms === 2
      ? [room("ensuite", rect(width - BATH_WIDTH, service, BATH_WIDTH, SERVICE_DEPTH))]
      : []),
  ];

  const doors = [
    // Into the (master) bedroom from the living room, near the kitchen end.
    doorInVerticalWall(width - east, service - 1.0, 1),
    doorInVerticalWall(kitchenEnd, service + 0.4, 1),
    foyer
      ? doorInVerticalWall(foyer, service + 0.8, 1, FRONT_DOOR_WIDTH)
      : { ...doorInHorizontalWall(0.3, UNIT_DEPTH, -1, FRONT_DOOR_WIDTH), main: true },
    ...(bedrooms === 2
      ? [
          // Bedroom 2 opens onto the kitchen passage; the en-suite only from the master.
          doorInHorizontalWall(foyer + 0.3, service, -1),
          doorInHorizontalWall(width - BATH_WIDTH + 0.6, service, 1),
        ]
      : []),
  ];

  const windows: Opening[] = [
    ...(bedrooms === 2
      ? [{ kind: "window" as const, from: [0.4, 0] as const, to: [west - 0.4, 0] as const }]
      : []),
    { kind: "window", from: [width - east + 0.4, 0], to: [width - 0.4, 0] },
    ...(balcony
      ? [
          { kind: "railing" as const, from: [west, 0] as const, to: [west + living, 0] as const },
          {
            kind: "sliding" as const,
            from: [west + 0.3, top] as const,
            to: [west + living - 0.3, top] as const,
          },
        ]
      : [
          {
            kind: "window" as const,
            from: [west + 0.4, 0] as const,
            to: [west + living - 0.4, 0] as const,
          },
        ]),
  ];
  // The kitchen is open to the living room wherever the two meet.
  const openFrom = Math.max(west, foyer) + 0.1;
  const openTo = Math.min(west + living, kitchenEnd) - 0.1;
  windows.push({ kind: "open", from: [openFrom, service], to: [openTo, service] });
  return { rooms, doors, openings: windows };
}
