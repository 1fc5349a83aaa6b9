import { describe, expect, it } from "vitest";
import { bindCjkSpaces, breakPieces, hyphenationCallback } from "./line-breaks";

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

  it("keeps Latin letters and digits inside Chinese text together, and never ends a line on them", () => {
    expect(breakPieces("户型A1起")).toEqual(["户", "型", "A1起"]);
  });

  it("binds the spaces around figures and Latin words in Chinese, so no line ends on them", () => {
    const text = bindCjkSpaces("标准层共有 22 种户型，SkyHaven Suites 托管出租");
    expect(text).toBe("标准层共有\u00A022\u00A0种户型，SkyHaven Suites\u00A0托管出租");
    // react-pdf breaks at ordinary spaces only: "SkyHaven" may end a line, "Suites 托" may not.
    const [first, second] = text.split(" ");
    expect(breakPieces(first!)).toEqual([
      "标",
      "准",
      "层",
      "共",
      "有\u00A0",
      "22\u00A0种",
      "户",
      "型，",
      "S" + "kyHaven",
    ]);
    expect(breakPieces(second!)).toEqual(["Suites\u00A0托", "管", "出", "租"]);
    expect(bindCjkSpaces("Studio suites from RM 398,000")).toBe("Studio suites from RM 398,000");
  });

  it("separates pieces with empty strings so no hyphen is drawn", () => {
    expect(hyphenationCallback("停驻。")).toEqual(["停", "", "驻。"]);
  });
});
