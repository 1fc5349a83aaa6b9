import type { ArrayField } from "payload";
import { describe, expect, it } from "vitest";
import { gallerySlugs } from "@/content/gallery/slugs";
import { GalleryGlobal } from "./gallery";

const pictures = GalleryGlobal.fields.find(
  (field): field is ArrayField => "name" in field && field.name === "pictures",
);
const validate = (rows: unknown) =>
  pictures?.validate?.(rows as never, {} as Parameters<NonNullable<ArrayField["validate"]>>[1]);

describe("the gallery's pictures in the CMS", () => {
  const rows = gallerySlugs.map((slug) => ({ slug }));

  it("may be reordered", () => {
    expect(validate([...rows].reverse())).toBe(true);
  });

  it("keeps every picture, once: each is a page people share", () => {
    expect(validate(rows.filter((row) => row.slug !== "gym"))).toMatch(/missing: gym/);
    expect(validate([...rows, { slug: "lobby" }])).toMatch(/twice: lobby/);
  });
});
