import { totalUnits } from "./towers";

/**
 * SAMPLE DATA: the launch price list the sample inventory is built to (server/units/sample.ts).
 * The smallest suite on the lowest floor costs `min`, the largest on its tower's top floor `max`;
 * between them a price grows with size and by `perFloor` a floor. Once seeded, the database is the
 * price list: staff change prices there, and every page derives its figures from it. These
 * constants only seed it, and stand in for it where no database exists (tests of the copy).
 */
export const samplePriceList = { min: 398_000, max: 1_288_000, perFloor: 0.005 };

/** The figures a fresh sample inventory gives: what the copy checks compare against. */
export const sampleInventoryFigures = {
  totalUnits,
  price: { min: samplePriceList.min, max: samplePriceList.max },
};
