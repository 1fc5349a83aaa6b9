import { describe, expect, it } from "vitest";
import { csvCell, csvRow, neutralizeFormula, UTF8_BOM } from "./csv";
import { dayCell, instantCell, phoneCell } from "./sheet-cells";

describe("csv cells", () => {
  it("leaves plain text, numbers and Chinese or Malay text as they are", () => {
    expect(csvCell("Tan Ah Kow")).toBe("Tan Ah Kow");
    expect(csvCell("陈美玲")).toBe("陈美玲");
    expect(csvCell("Encik Ahmad bin Ali")).toBe("Encik Ahmad bin Ali");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes cells with commas, quotes and line breaks and doubles the quotes", () => {
    expect(csvCell("12, Jalan Ampang")).toBe('"12, Jalan Ampang"');
    expect(csvCell('The "Sky" suite')).toBe('"The ""Sky"" suite"');
    expect(csvCell("Line 1\nLine 2")).toBe('"Line 1\nLine 2"');
    expect(csvCell("Line 1\r\nLine 2")).toBe('"Line 1\r\nLine 2"');
    expect(csvCell('北京路 "12" 号,\n3楼')).toBe('"北京路 ""12"" 号,\n3楼"');
  });

  it("neutralizes cells that a spreadsheet would run as a formula", () => {
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell("+60 12=1")).toBe("'+60 12=1");
    expect(csvCell("+SUM(1)")).toBe("'+SUM(1)");
    expect(csvCell("-2+3*cmd|' /C calc'!A0")).toBe("'-2+3*cmd|' /C calc'!A0");
    expect(csvCell("+1 (555) 0100")).toBe("'+1 (555) 0100");
    expect(csvCell("+\t60123")).toBe("'+\t60123");
    expect(csvCell("+60123\r\n=1")).toBe('"\'+60123\r\n=1"');
    expect(csvCell("+-")).toBe("'+-");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=cmd")).toBe("'\t=cmd");
    expect(csvCell("\r=cmd")).toBe('"\'\r=cmd"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    // Only the first character matters: these are ordinary text.
    expect(neutralizeFormula("a=b")).toBe("a=b");
    expect(neutralizeFormula("陈=1")).toBe("陈=1");
    expect(neutralizeFormula("")).toBe("");
  });

  it("escapes every formula-leading character outside the phone columns, number-like text too", () => {
    expect(csvCell("-1+1")).toBe("'-1+1");
    expect(csvCell("+60127780315")).toBe("'+60127780315");
    expect(csvCell("-5")).toBe("'-5");
    // A computed number is no text anyone typed: it stays a number.
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell("@home")).toBe("'@home");
  });

  it("writes phone numbers with spaces, so a spreadsheet keeps the + and the leading 0", () => {
    expect(csvCell(phoneCell("+60127780315"))).toBe("+60 12 778 0315");
    expect(csvCell(phoneCell("0127780315"))).toBe("012-778 0315");
    expect(csvCell(phoneCell("+60-12-7780315"))).toBe("+60 12 778 0315");
    // Numbers of one shape share its grouping, each with its own digits.
    expect(csvCell(phoneCell("+60129998888"))).toBe("+60 12 999 8888");
    expect(csvCell(phoneCell("+601123456789"))).toBe("+60 11 2345 6789");
    expect(csvCell(phoneCell("+6591234567"))).toBe("+65 9123 4567");
    // Typed with spaces already: a spreadsheet reads it as text, so it stays as typed.
    expect(csvCell(phoneCell("012 778 0315"))).toBe("012 778 0315");
    expect(csvCell(phoneCell("+60 12-778 0315"))).toBe("+60 12-778 0315");
    // Not only phone characters: neutralized like any other cell.
    expect(csvCell(phoneCell("+1 (555) 0100"))).toBe("'+1 (555) 0100");
    expect(csvCell(phoneCell("=1+2"))).toBe("'=1+2");
    expect(csvCell(phoneCell(null))).toBe("");
  });

  it("writes moments in Malaysia time and days as they are", () => {
    expect(csvCell(instantCell("2026-11-01T02:05:09.000Z"))).toBe("2026-11-01 10:05:09");
    expect(csvCell(instantCell(null))).toBe("");
    expect(csvCell(dayCell("2026-12-03"))).toBe("2026-12-03");
  });

  it("ends each row with CRLF and offers a UTF-8 byte-order mark", () => {
    expect(csvRow(["a", "b,c", null, "=x"])).toBe('a,"b,c",,\'=x\r\n');
    expect(Buffer.from(UTF8_BOM, "utf8")).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
