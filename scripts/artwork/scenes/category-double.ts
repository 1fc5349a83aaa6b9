import { wallArt } from "../lib/decor";
import { sideDoor } from "../lib/doors";
import { floorShadow, rug } from "../lib/floor";
import { chair, desk, table } from "../lib/furniture";
import {
  interiorCamera as cam,
  interiorGrade,
  interiorScene,
  suiteRoom as room,
} from "../lib/interior";
import { linearPendant } from "../lib/lights";
import { mat } from "../lib/materials";
import { plant } from "../lib/plants";
import { glazedSuite } from "../lib/suite";

/** Double suite (type C): living and dining with a bedroom door on either side. */
function drawDouble(): string {
  const chairs = (x: number, facing: 1 | -1) =>
    [3.75, 4.75].map((z) => chair(cam, x, z, facing)).join("");
  return (
    glazedSuite("db", {
      seed: 37,
      jet: false,
      sheers: [
        { x0: -2.6, x1: -2.05, side: "l" },
        { x0: 2.05, x1: 2.6, side: "r" },
      ],
      sheen: { depth: 2.6 },
    }) +
    plant(cam, -1.95, 6.5, 1.0, 3) +
    plant(cam, 1.95, 6.5, 1.0, 4) +
    sideDoor(cam, "db-door-l", -2.6, 5.0, 5.95) +
    sideDoor(cam, "db-door-r", 2.6, 5.0, 5.95) +
    wallArt(cam, "db-art-l", -2.595, 2.9, 4.3, 1.25, 1.95) +
    desk(cam, -2.6, -2.2, 2.8, 4.4, 0.8, mat.walnut) +
    wallArt(cam, "db-art-r", 2.595, 3.1, 4.4, 1.2, 2.0) +
    rug(cam, -1.4, 1.4, 3.0, 5.9, "#AE9E86") +
    floorShadow(cam, "db-table-sh", -0.55, 0.55, 3.5, 5.4) +
    chairs(-0.85, 1) +
    chairs(0.85, -1) +
    table(cam, -0.55, 0.55, 3.5, 5.4, 0.75) +
    linearPendant(cam, "db-pend", -0.65, 0.65, 1.85, 4.45, room.h) +
    interiorGrade("db")
  );
}

export const doubleScene = interiorScene("category-double.jpg", drawDouble);
