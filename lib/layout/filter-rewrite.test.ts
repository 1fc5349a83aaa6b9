import { describe, expect, it } from "vitest";
import { filteredLayoutRedirect, filteredLayoutRewrite } from "./filter-rewrite";

const url = (path: string) => new URL(path, "http://localhost:3000");

describe("the layout list filtered on the server", () => {
  it("answers a filtered /layout in any language from the filtered route, query kept", () => {
    expect(filteredLayoutRewrite(url("/layout?category=D&size=&bedrooms="))).toBe(
      "/en/layout/filtered?category=D&size=&bedrooms=",
    );
    expect(filteredLayoutRewrite(url("/zh/layout?bedrooms=3"))).toBe(
      "/zh/layout/filtered?bedrooms=3",
    );
    expect(filteredLayoutRewrite(url("/ms/layout/?size=m"))).toBe("/ms/layout/filtered?size=m");
  });

  it("leaves the prerendered page alone when no filter is set", () => {
    for (const path of [
      "/layout",
      "/layout?category=&size=&bedrooms=",
      "/layout?compare=C1A,D5",
      "/layout/C1A?category=D",
      "/gallery?category=D",
    ]) {
      expect(filteredLayoutRewrite(url(path)), path).toBeNull();
    }
  });

  it("sends a direct visit to the internal route to /layout", () => {
    expect(filteredLayoutRedirect(url("/layout/filtered?category=A"))?.toString()).toBe(
      "http://localhost:3000/layout?category=A",
    );
    expect(filteredLayoutRedirect(url("/zh/layout/filtered"))?.pathname).toBe("/zh/layout");
    expect(filteredLayoutRedirect(url("/layout/C1A"))).toBeNull();
  });
});
