import { bedOnSideWall } from "../lib/beds";
import { wallArt } from "../lib/decor";
import { rug } from "../lib/floor";
import { chair, desk, table } from "../lib/furniture";
import { interiorCamera as cam, interiorGrade, interiorScene } from "../lib/interior";
import { lamp } from "../lib/lights";
import { mat } from "../lib/materials";
import { plant } from "../lib/plants";
import { glazedSuite } from "../lib/suite";

/** Studio (type A): queen bed against a panelled wall, work desk opposite, full-height glazing. */
function drawStudio(): string {
  return (
    glazedSuite("st", {
      seed: 11,
      jet: true,
      sheers: [
        { x0: -2.6, x1: -2.05, side: "l" },
        { x0: 2.0, x1: 2.6, side: "r" },
      ],
      sheen: { depth: 2.8 },
    }) +
    plant(cam, 2.1, 6.5, 1.1, 5) +
    table(cam, -2.6, -2.1, 5.8, 6.3, 0.52, mat.walnut) +
    lamp(cam, "st-lamp", -2.35, 0.6, 6.05) +
    rug(cam, -1.4, 0.9, 3.3, 6.2, "#B9A990") +
    bedOnSideWall(cam, -2.6, { from: 3.9, to: 5.6, length: 2.05, throwColour: "navy" }) +
    wallArt(cam, "st-art", 2.595, 3.9, 5.1, 1.3, 2.0) +
    desk(cam, 2.0, 2.6, 3.3, 4.8) +
    lamp(cam, "st-desk-lamp", 2.35, 0.88, 4.55, 0.12) +
    chair(cam, 1.55, 3.8, 1) +
    interiorGrade("st")
  );
}

export const studioScene = interiorScene("category-studio.jpg", drawStudio);
