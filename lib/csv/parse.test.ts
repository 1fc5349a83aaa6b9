import { describe, expect, it } from "vitest";
import { csvRow, UTF8_BOM } from "@/server/leads/csv";
import { parseCsv } from "./parse";

describe("parseCsv", () => {
  it("reads back what our CSV writer wrote: quotes, commas, line breaks and neutralized formulas", () => {
    const text =
      UTF8_BOM +
      csvRow(["unit", "note"]) +
      csvRow(["A-06-01", 'say "hi", then\nleave']) +
      csvRow(["=1+1", "x"]);
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ["unit", "note"] },
      { line: 2, cells: ["A-06-01", 'say "hi", then\nleave'] },
      { line: 4, cells: ["=1+1", "x"] },
    ]);
  });

  it("names each row by the line it starts on, skipping empty lines, with LF or CRLF", () => {
    expect(parseCsv("a,b\n\nc,d\r\ne,f")).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 3, cells: ["c", "d"] },
      { line: 4, cells: ["e", "f"] },
    ]);
  });
});
