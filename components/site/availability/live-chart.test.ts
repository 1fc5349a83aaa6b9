import { describe, expect, it } from "vitest";
import { cellReader, fillCell, statusOfLetter, tally } from "./live-chart";

// The cell words of each language (messages/*.json Availability.cell), placeholders left in.
const templates = {
  en: "{unit}, type {type}: {status}",
  zh: "{unit}，{type} 户型：{status}",
  ms: "{unit}, jenis {type}: {status}",
};

describe("the availability page's live patches", () => {
  it.each(Object.entries(templates))(
    "reads a cell's unit and type back from its %s words, and writes its new status into them",
    (_, template) => {
      const words = fillCell(template, "A-12-03", "C1A", "Available");
      expect(cellReader(template)(words)).toEqual({ unit: "A-12-03", type: "C1A" });
      expect(fillCell(template, "A-12-03", "C1A", "Held")).toBe(words.replace("Available", "Held"));
      expect(cellReader(template)("Level 12")).toBeNull();
    },
  );

  it("knows each status by its letter on the chart, held included", () => {
    expect(["a", "h", "r", "b", "s", "x"].map(statusOfLetter)).toEqual([
      "available",
      "held",
      "reserved",
      "booked",
      "sold",
      undefined,
    ]);
  });

  it("counts every status, and the available units of each type", () => {
    const counts = tally([
      { type: "A1", status: "available" },
      { type: "A1", status: "held" },
      { type: "B2", status: "sold" },
      { type: "A1", status: "available" },
    ]);
    expect(counts).toEqual({
      statuses: { available: 2, held: 1, reserved: 0, booked: 0, sold: 1 },
      availableByType: { A1: 2, B2: 0 },
      available: 2,
    });
  });
});
