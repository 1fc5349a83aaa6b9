/** A point in metres: x along the facade (west to east as drawn), y from the facade to the corridor. */
export type Point = readonly [number, number];

export const roomKinds = [
  "living",
  "studio",
  "master",
  "bedroom",
  "bathroom",
  "ensuite",
  "kitchen",
  "kitchenette",
  "balcony",
  "foyer",
] as const;
export type RoomKind = (typeof roomKinds)[number];

/** The two halves of a dual-key unit; everything else belongs to one key. */
export type Zone = "suite" | "studio";

export interface Room {
  kind: RoomKind;
  polygon: Point[];
  zone?: Zone;
}

export interface Door {
  /** Where the leaf turns. */
  hinge: Point;
  /** Unit vector along the wall, from the hinge across the opening (the closed leaf). */
  along: Point;
  /** Unit vector the open leaf points to, into the room the door opens into. */
  swing: Point;
  width: number;
  /** The unit's front door (or, for a dual-key, the shared one). */
  main?: boolean;
}

export interface Opening {
  from: Point;
  to: Point;
  /**
   * window: glazing in a wall; sliding: glazed door to the balcony; railing: the balcony's edge;
   * open: no wall between two rooms (an open kitchen).
   */
  kind: "window" | "sliding" | "railing" | "open";
}

export interface FloorPlanModel {
  width: number;
  depth: number;
  outline: Point[];
  rooms: Room[];
  doors: Door[];
  openings: Opening[];
  /** Spans along the corridor wall of each key of a dual-key unit. */
  zones: { zone: Zone; from: number; to: number }[];
  /** Degrees clockwise from "up" on the drawing to north. */
  northAngle: number;
}

export interface PlanLabels {
  rooms: Record<RoomKind, string>;
  zones: Record<Zone, string>;
  entrance: string;
  corridor: string;
  north: string;
  metres: string;
  note: string;
  lifts: string;
  courtyard: string;
  /** With `{code}`. */
  planTitle: string;
  keyPlanTitle: string;
}
