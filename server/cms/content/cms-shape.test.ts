import { describe, expect, it } from "vitest";
import { conceptZh } from "@/content/concept/zh";
import { toCmsShape, withPublished } from "./cms-shape";

const seeded = {
  title: "Seeded title",
  paragraphs: ["One", "Two"],
  facts: [{ value: "15 min", label: "to the airport" }],
  group: { name: "Name", count: 3 },
};

describe("the CMS's shape of the typed content", () => {
  it("turns lists of words into rows and back, losing nothing", () => {
    const shaped = toCmsShape(seeded) as { paragraphs: unknown };
    expect(shaped.paragraphs).toEqual([{ text: "One" }, { text: "Two" }]);
    expect(withPublished(seeded, shaped)).toEqual(seeded);
    expect(withPublished(conceptZh, toCmsShape(conceptZh))).toEqual(conceptZh);
  });

  it("shows what is published, and the seed where a field is empty in this language", () => {
    const published = {
      title: "New title",
      paragraphs: [{ text: "Only one" }],
      facts: [
        { value: "20 min", label: "" },
        { value: "24 h", label: "concierge" },
      ],
      group: { name: "  ", count: null },
    };
    expect(withPublished(seeded, published)).toEqual({
      title: "New title",
      paragraphs: ["Only one"],
      // A row missing a word in this language is left out, not shown half empty.
      facts: [{ value: "24 h", label: "concierge" }],
      group: { name: "Name", count: 3 },
    });
  });

  it("keeps the seed when the CMS has nothing (empty tables, a failed read)", () => {
    expect(withPublished(seeded, null)).toEqual(seeded);
    expect(withPublished(seeded, { paragraphs: [], facts: [{ value: "" }] })).toEqual(seeded);
  });
});
