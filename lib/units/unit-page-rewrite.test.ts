import { describe, expect, it } from "vitest";
import { unitPageRedirect, unitPageRewrite } from "./unit-page-rewrite";

const url = (path: string) => new URL(path, "https://skyhaven.example");

describe("a unit's page", () => {
  it("is rendered by the internal route at the unit's own address, in its language", () => {
    expect(unitPageRewrite(url("/availability/A-12-03"))).toBe("/en/availability/unit?id=A-12-03");
    expect(unitPageRewrite(url("/zh/availability/B-06-08/"))).toBe(
      "/zh/availability/unit?id=B-06-08",
    );
    expect(unitPageRewrite(url("/ms/availability/%3Cx%3E"))).toBe(
      "/ms/availability/unit?id=%253Cx%253E",
    );
  });

  it("leaves every other path alone", () => {
    for (const path of ["/availability", "/zh/availability", "/availability/A/B", "/layout/A1"])
      expect(unitPageRewrite(url(path))).toBeNull();
    expect(unitPageRewrite(url("/availability/unit"))).toBeNull();
  });

  it("sends the internal route, asked for directly, to the chart", () => {
    expect(unitPageRedirect(url("/availability/unit?id=A-12-03"))?.href).toBe(
      "https://skyhaven.example/availability",
    );
    expect(unitPageRedirect(url("/ms/availability/unit"))?.pathname).toBe("/ms/availability");
    expect(unitPageRedirect(url("/availability/A-12-03"))).toBeNull();
  });
});
