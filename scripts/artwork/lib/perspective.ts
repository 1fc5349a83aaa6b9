import { type Point, polygon } from "./svg";

/** A point in room space, metres: x to the right, y up from the floor, z away from the camera. */
export type V3 = readonly [number, number, number];

/** A one-point-perspective pinhole camera looking straight down +z. */
export interface Camera {
  readonly cx: number;
  readonly cy: number;
  /** Focal length in pixels. */
  readonly f: number;
  /** Eye height above the floor, metres. */
  readonly eye: number;
  /** Canvas size in pixels. */
  readonly width: number;
  readonly height: number;
}

export const project = (cam: Camera, [x, y, z]: V3): Point => [
  cam.cx + (cam.f * x) / z,
  cam.cy - (cam.f * (y - cam.eye)) / z,
];

/** A flat polygon in room space. */
export const face = (cam: Camera, corners: readonly V3[], fill: string, attrs = ""): string =>
  polygon(
    corners.map((c) => project(cam, c)),
    fill,
    attrs,
  );

/** A rectangle on the plane x = const (a side wall), as room-space corners. */
export const planeX = (x: number, y0: number, y1: number, z0: number, z1: number): V3[] => [
  [x, y0, z0],
  [x, y0, z1],
  [x, y1, z1],
  [x, y1, z0],
];

/** A rectangle on the plane y = const (floor, ceiling, table top). */
export const planeY = (y: number, x0: number, x1: number, z0: number, z1: number): V3[] => [
  [x0, y, z0],
  [x1, y, z0],
  [x1, y, z1],
  [x0, y, z1],
];

/** A rectangle on the plane z = const, facing the camera. */
export const planeZ = (z: number, x0: number, x1: number, y0: number, y1: number): V3[] => [
  [x0, y0, z],
  [x1, y0, z],
  [x1, y1, z],
  [x0, y1, z],
];

/** An edge parallel to the x axis at height y and depth z: [y, z]. */
export type EdgeYZ = readonly [number, number];

/** A rectangle from x0 to x1 tilted about the x axis, running from edge a to edge b. */
export const planeTilted = (x0: number, x1: number, [ya, za]: EdgeYZ, [yb, zb]: EdgeYZ): V3[] => [
  [x0, ya, za],
  [x1, ya, za],
  [x1, yb, zb],
  [x0, yb, zb],
];

/** Axis-aligned box, metres. */
export interface Box {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
  readonly z0: number;
  readonly z1: number;
}

export interface BoxPaint {
  readonly front: string;
  readonly top: string;
  readonly side: string;
  readonly attrs?: string;
}

/** Draws the faces of a box visible from the camera (front, top or bottom, and one side). */
export function box(cam: Camera, b: Box, p: BoxPaint): string {
  const a = p.attrs ?? "";
  const out: string[] = [];
  const sideX = b.x1 < 0 ? b.x1 : b.x0 > 0 ? b.x0 : null;
  if (sideX !== null) {
    out.push(face(cam, planeX(sideX, b.y0, b.y1, b.z0, b.z1), p.side, a));
  }
  const capY = b.y1 < cam.eye ? b.y1 : b.y0 > cam.eye ? b.y0 : null;
  if (capY !== null) {
    out.push(face(cam, planeY(capY, b.x0, b.x1, b.z0, b.z1), p.top, a));
  }
  out.push(face(cam, planeZ(b.z0, b.x0, b.x1, b.y0, b.y1), p.front, a));
  return out.join("");
}

/** Shorthand for a box from position and size. */
export const sized = (x: number, y: number, z: number, w: number, h: number, d: number): Box => ({
  x0: x,
  x1: x + w,
  y0: y,
  y1: y + h,
  z0: z,
  z1: z + d,
});
