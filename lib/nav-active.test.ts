import { describe, expect, it } from "vitest";
import { isActivePath } from "./nav-active";

describe("isActivePath", () => {
  it("marks a section active on its own page and every page below it", () => {
    expect(isActivePath("/layout", "/layout")).toBe(true);
    expect(isActivePath("/layout/C1A", "/layout")).toBe(true);
  });
  it("does not confuse sections that share a prefix", () => {
    expect(isActivePath("/layouts", "/layout")).toBe(false);
  });
  it("marks the concept item only on the home page", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/gallery", "/")).toBe(false);
  });
  it("supports exact matching when asked", () => {
    expect(isActivePath("/layout/A1", "/layout", true)).toBe(false);
  });
});
