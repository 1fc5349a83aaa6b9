import { describe, expect, it } from "vitest";
import { breakPieces, hyphenationCallback } from "./line-breaks";

describe("brochure line breaks", () => {
  it("never hyphenates Latin words", () => {
    expect(breakPieces("extraordinarily")).toEqual(["extraordinarily"]);
    expect(hyphenationCallback("Suites,")).toEqual(["Suites,"]);
  });

  it("lets Chinese text break between characters", () => {
    expect(breakPieces("旅途在此")).toEqual(["旅", "途", "在", "此"]);
  });

  it("keeps closing punctuation off the start of a line and opening punctuation off the end", () => {
    expect(breakPieces("外，落地。")).toEqual(["外，", "落", "地。"]);
    expect(breakPieces("请「登记」吧")).toEqual(["请", "「登", "记」", "吧"]);
  });

  it("keeps Latin letters and digits inside Chinese text together", () => {
    expect(breakPieces("户型A1起")).toEqual(["户", "型", "A1", "起"]);
  });

  it("separates pieces with empty strings so no hyphen is drawn", () => {
    expect(hyphenationCallback("停驻。")).toEqual(["停", "", "驻。"]);
  });
});
