import { floorSheen } from "./floor";
import { interiorCamera as cam, suiteRoom as room, warmLook } from "./interior";
import { roomShell } from "./room";
import { sheer, windowView } from "./view";

/** A sheer curtain beside the glazing, x0 to x1 (metres); `side` names it when there are two. */
export interface Sheer {
  readonly x0: number;
  readonly x1: number;
  readonly side?: "l" | "r";
}

export interface GlazedSuiteSpec {
  /** Seed for the scattered lights in the view. */
  readonly seed: number;
  /** Whether an aircraft crosses the view. */
  readonly jet: boolean;
  /** Span of the glazing across the back wall, metres; nearly the full width by default. */
  readonly glass?: readonly [number, number];
  readonly panes?: number;
  readonly sheers: readonly Sheer[];
  /** The window light on the floor: how deep it reaches into the room and where it ends (x). */
  readonly sheen: { readonly depth: number; readonly x1?: number };
  /** Drawn after the curtains and before the floor sheen, e.g. a room seen through the back wall. */
  readonly beyond?: string;
}

/**
 * The shared unit-category room: the warm shell, full-height glazing onto the dusk view, sheer
 * curtains, and the window light lying on the floor. Every id starts with `prefix`.
 */
export function glazedSuite(prefix: string, s: GlazedSuiteSpec): string {
  const { d, h } = room;
  const [x0, x1] = s.glass ?? [-2.3, 2.3];
  const curtain = (c: Sheer): string =>
    sheer(cam, `${prefix}-sheer${c.side ? `-${c.side}` : ""}`, c.x0, c.x1, h - 0.05, d - 0.02);
  return (
    roomShell(cam, room, warmLook(prefix)) +
    windowView(cam, {
      id: `${prefix}-win`,
      x0,
      x1,
      y0: 0.05,
      y1: h - 0.12,
      z: d,
      panes: s.panes ?? 5,
      seed: s.seed,
      jet: s.jet,
    }) +
    s.sheers.map(curtain).join("") +
    (s.beyond ?? "") +
    floorSheen(cam, `${prefix}-sheen`, -2.2, s.sheen.x1 ?? 2.2, d - s.sheen.depth, d)
  );
}
