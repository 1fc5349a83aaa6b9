import { rect } from "../geometry";
import {
  doorInHorizontalWall,
  FRONT_DOOR_WIDTH,
  merge,
  SERVICE_DEPTH,
  translate,
  UNIT_DEPTH,
  type Block,
} from "./block";
import { studioBlock } from "./studio";
import { suiteBlock } from "./suite";

/** Width of the lettable studio of a dual-key unit. */
export const DUAL_KEY_STUDIO_WIDTH = 4.5;
const FOYER_WIDTH = 1.6;

/**
 * Two lockable units behind one front door: the studio west, the suite east, and between them a
 * shared foyer off the corridor with a door into each.
 */
export function dualKeyBlock(width: number, suiteBedrooms: 1 | 2, balcony: boolean): Block {
  const studio = studioBlock({
    width: DUAL_KEY_STUDIO_WIDTH,
    balcony,
    entrance: "foyer",
    zone: "studio",
  });
  const suite = translate(
    suiteBlock({
      width: width - DUAL_KEY_STUDIO_WIDTH,
      bedrooms: suiteBedrooms,
      balcony,
      foyer: FOYER_WIDTH,
    }),
    DUAL_KEY_STUDIO_WIDTH,
  );
  const service = UNIT_DEPTH - SERVICE_DEPTH;
  const foyer: Block = {
    rooms: [
      { kind: "foyer", polygon: rect(DUAL_KEY_STUDIO_WIDTH, service, FOYER_WIDTH, SERVICE_DEPTH) },
    ],
    doors: [
      {
        ...doorInHorizontalWall(
          DUAL_KEY_STUDIO_WIDTH + (FOYER_WIDTH - FRONT_DOOR_WIDTH) / 2,
          UNIT_DEPTH,
          -1,
          FRONT_DOOR_WIDTH,
        ),
        main: true,
      },
    ],
    openings: [],
  };
  return merge(studio, foyer, suite);
}

export const dualKeyZones = (width: number) => [
  { zone: "studio" as const, from: 0, to: DUAL_KEY_STUDIO_WIDTH },
  { zone: "suite" as const, from: DUAL_KEY_STUDIO_WIDTH + FOYER_WIDTH, to: width },
];
