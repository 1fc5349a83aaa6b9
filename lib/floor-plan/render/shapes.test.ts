import { describe, expect, it } from "vitest";
import { segment, shapesMarkup } from "./shapes";

describe("the plan's shapes as markup", () => {
  it("joins the shapes of a class into one path where the class first appears", () => {
    const markup = shapesMarkup([
      segment([0, 0], [1, 0], "fp-gap"),
      segment([0, 0.5], [1, 0.5], "fp-glass"),
      segment([2, 0], [2, 1.25], "fp-gap"),
    ]);
    expect(markup).toBe(
      '<path d="M0 0H1M2 0V1.25" class="fp-gap"/><path d="M0 0.5H1" class="fp-glass"/>',
    );
  });

  it("keeps each dashed stroke apart, so its dashes start where they did", () => {
    const dash = { d: "M0 0A1 1 0 0 1 1 1", className: "fp-swing", dashed: true };
    const markup = shapesMarkup([dash, { ...dash, d: "M3 3A1 1 0 0 1 4 4" }]);
    expect(markup.match(/<path/g)).toHaveLength(2);
  });

  it("leaves the shapes it was given unchanged", () => {
    const first = segment([0, 0], [1, 0], "fp-gap");
    shapesMarkup([first, segment([2, 0], [3, 0], "fp-gap")]);
    expect(first.d).toBe("M0 0H1");
  });
});
