import { describe, expect, it } from "vitest";
import { linkedOffer } from "./linked-unit";
import { sampleUnits } from "./sample";
import { summarize } from "./summary";

const inventory = (status: "available" | "held" | "reserved" | "booked" | "sold") =>
  summarize(sampleUnits.map((unit) => (unit.id === "A-20-02" ? { ...unit, status } : unit)));

describe("the unit a registration link names, read against the inventory", () => {
  it("sends a unit a buyer may still get, with the inventory's type", () => {
    for (const status of ["available", "held", "reserved"] as const) {
      expect(linkedOffer({ unit: "A-20-02" }, inventory(status)), status).toEqual({
        kind: "unit",
        unit: "A-20-02",
        type: "C1A",
      });
    }
  });

  it("names a booked or sold unit as such, offering its type instead", () => {
    for (const status of ["booked", "sold"] as const) {
      expect(linkedOffer({ unit: "A-20-02" }, inventory(status))).toEqual({
        kind: "closed",
        unit: "A-20-02",
        type: "C1A",
        status,
      });
    }
  });

  it("tells a label no unit has from a type", () => {
    expect(linkedOffer({ unit: "A-99-99" }, inventory("available"))).toEqual({
      kind: "unknown",
      unit: "A-99-99",
    });
    expect(linkedOffer({ type: "D5" }, inventory("available"))).toEqual({
      kind: "type",
      type: "D5",
    });
  });
});
