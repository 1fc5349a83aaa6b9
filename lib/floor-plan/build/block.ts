import type { Door, Opening, Point, Room } from "../model";

/** Part of a plan: a whole unit, or one key of a dual-key unit. */
export interface Block {
  rooms: Room[];
  doors: Door[];
  openings: Opening[];
}

/** Depth of every unit on the typical floor, facade to corridor, in metres. */
export const UNIT_DEPTH = 7.2;
/** The band along the corridor that holds bathrooms, kitchens and the entrance. */
export const SERVICE_DEPTH = 2.6;
export const BALCONY_DEPTH = 1.5;
export const DOOR_WIDTH = 0.8;
export const FRONT_DOOR_WIDTH = 0.9;

const shift = ([x, y]: Point, dx: number): Point => [x + dx, y];

export function translate(block: Block, dx: number): Block {
  return {
    rooms: block.rooms.map((room) => ({ ...room, polygon: room.polygon.map((p) => shift(p, dx)) })),
    doors: block.doors.map((door) => ({ ...door, hinge: shift(door.hinge, dx) })),
    openings: block.openings.map((o) => ({ ...o, from: shift(o.from, dx), to: shift(o.to, dx) })),
  };
}

/** The mirror image across the vertical line x = width / 2. */
export function mirror(block: Block, width: number): Block {
  const flip = ([x, y]: Point): Point => [width - x, y];
  const flipVector = ([x, y]: Point): Point => [x === 0 ? 0 : -x, y];
  return {
    rooms: block.rooms.map((room) => ({ ...room, polygon: room.polygon.map(flip) })),
    doors: block.doors.map((door) => ({
      ...door,
      hinge: flip(door.hinge),
      along: flipVector(door.along),
      swing: flipVector(door.swing),
    })),
    openings: block.openings.map((o) => ({ ...o, from: flip(o.from), to: flip(o.to) })),
  };
}

export function merge(...blocks: Block[]): Block {
  return {
    rooms: blocks.flatMap((b) => b.rooms),
    doors: blocks.flatMap((b) => b.doors),
    openings: blocks.flatMap((b) => b.openings),
  };
}

/** A door in a vertical wall at x, opening between y and y + width into the side `into`. */
export function doorInVerticalWall(x: number, y: number, into: -1 | 1, width = DOOR_WIDTH): Door {
  return { hinge: [x, y], along: [0, 1], swing: [into, 0], width };
}

/** A door in a horizontal wall at y, opening between x and x + width into the side `into`. */
export function doorInHorizontalWall(x: number, y: number, into: -1 | 1, width = DOOR_WIDTH): Door {
  return { hinge: [x, y], along: [1, 0], swing: [0, into], width };
}
