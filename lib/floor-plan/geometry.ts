import type { Point } from "./model";

export function rect(x: number, y: number, width: number, height: number): Point[] {
  return [
    [x, y],
    [x + width, y],
    [x + width, y + height],
    [x, y + height],
  ];
}

/** Shoelace formula: the area of a simple polygon, in square metres. */
export function polygonArea(polygon: Point[]): number {
  let sum = 0;
  polygon.forEach(([x1, y1], i) => {
    const [x2, y2] = polygon[(i + 1) % polygon.length] ?? [x1, y1];
    sum += x1 * y2 - x2 * y1;
  });
  return Math.abs(sum) / 2;
}

export function boundingBox(polygon: Point[]) {
  const xs = polygon.map(([x]) => x);
  const ys = polygon.map(([, y]) => y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  return { minX, minY, width: Math.max(...xs) - minX, height: Math.max(...ys) - minY };
}

/** Inside or on the edge of an axis-aligned rectangular outline (all our outlines are). */
export function insideBox(point: Point, box: ReturnType<typeof boundingBox>, tolerance = 1e-6) {
  const [x, y] = point;
  return (
    x >= box.minX - tolerance &&
    x <= box.minX + box.width + tolerance &&
    y >= box.minY - tolerance &&
    y <= box.minY + box.height + tolerance
  );
}

/** Mid-point of a polygon's bounding box, where its label goes. */
export function centre(polygon: Point[]): Point {
  const box = boundingBox(polygon);
  return [box.minX + box.width / 2, box.minY + box.height / 2];
}
