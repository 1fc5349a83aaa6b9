import { describe, expect, it } from "vitest";
import { cleanLine, cleanText, hasControlCharacters, truncateText } from "./clean-text";

describe("cleanText", () => {
  it("removes NUL, the other C0 and C1 controls and DEL, and keeps tabs and line breaks", () => {
    expect(cleanText("a\u0000b\u0008c\u001fd\u007fe\u0085f\u009fg")).toBe("abcdefg");
    expect(cleanText("line 1\r\nline 2\tend")).toBe("line 1\r\nline 2\tend");
  });

  it("removes half a character and keeps whole ones", () => {
    expect(cleanText("a\ud800b\udc00c😀陈")).toBe("abc😀陈");
  });
});

describe("cleanLine", () => {
  it("puts one space where tabs and line breaks were", () => {
    expect(cleanLine("a\tb\r\n\nc\u0000d")).toBe("a b cd");
  });
});

describe("hasControlCharacters", () => {
  it.each(["a\u0000", "a\tb", "a\nb", "\u007f", "\u0085", "x\udfff"])(
    "finds one in %j",
    (value) => {
      expect(hasControlCharacters(value)).toBe(true);
    },
  );

  it.each(["012-345 6789", "陈大文", "😀", ""])("finds none in %j", (value) => {
    expect(hasControlCharacters(value)).toBe(false);
  });
});

describe("truncateText", () => {
  it("keeps the first characters without splitting a surrogate pair", () => {
    expect(truncateText("abcdef", 3)).toBe("abc");
    expect(truncateText("ab😀", 3)).toBe("ab");
    expect(truncateText("ab😀", 4)).toBe("ab😀");
    expect(truncateText("short", 500)).toBe("short");
  });
});
