import { describe, expect, it } from "vitest";
import { formatRinggit, formatRinggitRange } from "./ringgit";

describe("ringgit", () => {
  it("writes RM before whole prices, with sen only when there are some", () => {
    expect(formatRinggit(398_000)).toBe("RM 398,000");
    expect(formatRinggit(1843.266)).toBe("RM 1,843.27");
    expect(formatRinggit(2000, "en", { sen: true })).toBe("RM 2,000.00");
    expect(formatRinggit(-500)).toBe("-RM 500");
    expect(formatRinggit(1_288_000, "zh")).toBe("RM 1,288,000");
    expect(formatRinggit(1_288_000, "ms")).toBe("RM 1,288,000");
  });

  it("writes ranges as each language does", () => {
    expect(formatRinggitRange(398_000, 1_288_000)).toBe("RM 398,000 – RM 1,288,000");
    expect(formatRinggitRange(398_000, 1_288_000, "zh")).toBe("RM 398,000 至 RM 1,288,000");
    expect(formatRinggitRange(5, 5)).toBe("RM 5");
  });
});
