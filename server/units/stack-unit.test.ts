import { describe, expect, it } from "vitest";
import { sampleUnits } from "./sample";
import { findStackUnit, summarize } from "./summary";

describe("a unit of the stacking chart", () => {
  const summary = summarize(sampleUnits);

  it("is found by its label with its tower, floor, type, status and list price", () => {
    for (const unit of [sampleUnits[0], sampleUnits[300], sampleUnits.at(-1)]) {
      if (!unit) throw new Error("the sample inventory is empty");
      expect(findStackUnit(summary, unit.id)).toEqual({
        id: unit.id,
        tower: unit.tower,
        floor: unit.floor,
        position: unit.position,
        typeCode: unit.typeCode,
        status: unit.status,
        price: unit.listPrice,
      });
    }
  });

  it("is not found for a label the inventory does not hold", () => {
    expect(findStackUnit(summary, "A-99-99")).toBeUndefined();
    expect(findStackUnit(summary, "")).toBeUndefined();
  });
});
