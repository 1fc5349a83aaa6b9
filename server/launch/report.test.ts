import { describe, expect, it } from "vitest";
import { parseCsv } from "@/lib/csv/parse";
import { daysToBooking, tally, timeToBooking, type SaleRow } from "./report";
import { salesCsv } from "./report-csv";

const sale = (overrides: Partial<SaleRow>): SaleRow => ({
  claimId: "c1",
  unitId: "A-12-03",
  typeCode: "C1A",
  tower: "A",
  floor: 12,
  listPrice: 600_000,
  stage: "booked",
  leadId: "lead-1",
  buyer: "Tan Ah Kow",
  salesperson: "Siti",
  agent: null,
  registeredAt: "2026-11-01T02:00:00.000Z",
  heldAt: "2026-12-12T02:00:00.000Z",
  bookedAt: "2026-12-12T02:10:00.000Z",
  decidedAt: null,
  soldOn: null,
  fee: 5000,
  feeMethod: "transfer",
  feeReference: "MBB-1",
  ...overrides,
});

describe("launch reports", () => {
  it("counts booked and sold units and their list value by type, salesperson and agent", () => {
    const rows = [
      sale({}),
      sale({ unitId: "A-12-04", stage: "sold", listPrice: 400_000, agent: "Lee (REN 1234)" }),
      sale({
        unitId: "B-07-01",
        typeCode: "A1",
        stage: "pending",
        listPrice: 398_000,
        salesperson: "Ali",
      }),
    ];
    expect(tally(rows, (row) => row.typeCode)).toEqual([
      { key: "C1A", booked: 1, sold: 1, value: 1_000_000 },
      { key: "A1", booked: 1, sold: 0, value: 398_000 },
    ]);
    expect(tally(rows, (row) => row.agent ?? "direct").map((row) => row.key)).toEqual([
      "direct",
      "Lee (REN 1234)",
    ]);
  });

  it("measures whole days from registration to booking", () => {
    expect(daysToBooking(sale({}))).toBe(41);
    expect(daysToBooking(sale({ bookedAt: null }))).toBeNull();
    expect(
      timeToBooking([
        sale({}),
        sale({ registeredAt: "2026-12-10T02:00:00.000Z" }),
        sale({ registeredAt: "2026-12-11T02:00:00.000Z" }),
      ]),
    ).toEqual({ median: 2, mean: 14.7, count: 3 });
  });

  it("writes a CSV Excel opens: BOM, Malaysia time, formulas neutralized", () => {
    const csv = salesCsv([sale({ buyer: '=HYPERLINK("http://x")', feeReference: "+60123" })]);
    expect(csv.startsWith("\uFEFFunit,type,tower")).toBe(true);
    const [header, row] = parseCsv(csv.slice(1)).map((line) => line.cells);
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell("buyer")).toBe('=HYPERLINK("http://x")');
    expect(csv).toContain("'=HYPERLINK");
    expect(cell("booked_at")).toBe("2026-12-12 10:10:00");
    expect(cell("days_registration_to_booking")).toBe("41");
  });
});
