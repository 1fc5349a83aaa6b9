import { describe, expect, it } from "vitest";
import { unitTypeCodes } from "@/content/units/codes";
import { readTouchPage } from "./touch-page";

const read = (from: unknown) => readTouchPage(from, unitTypeCodes);

describe("the page a WhatsApp or call tap came from", () => {
  it("splits the language prefix from the page", () => {
    expect(read("/zh/facilities")).toEqual({
      locale: "zh",
      page: "/facilities",
      unitType: undefined,
      named: "facilities",
    });
    expect(read("/facilities")).toMatchObject({ locale: "en", page: "/facilities" });
    expect(read("/ms")).toMatchObject({ locale: "ms", page: "/", named: undefined });
    expect(read("/")).toMatchObject({ locale: "en", page: "/" });
  });

  it("knows a unit type's page, in any case, and only real types", () => {
    expect(read("/ms/layout/c1a")).toMatchObject({ page: "/layout/c1a", unitType: "C1A" });
    expect(read("/layout/D9")).toMatchObject({ unitType: "D9", named: undefined });
    expect(read("/layout/Z9")).toMatchObject({ page: "/layout/Z9", unitType: undefined });
    expect(read("/layout")).toMatchObject({ unitType: undefined, named: "layout" });
  });

  it("refuses what none of our pages would send", () => {
    for (const from of [
      undefined,
      42,
      "",
      "layout",
      "https://evil.example/",
      "//evil.example",
      "/layout?x=1",
      "/a%20b",
      "/ünï",
      `/${"a".repeat(200)}`,
    ]) {
      expect(read(from), String(from)).toBeNull();
    }
  });
});
