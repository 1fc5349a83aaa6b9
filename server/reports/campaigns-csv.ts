import { NO_UTM } from "@/lib/leads/filters";
import { costPer } from "@/lib/reports/spend";
import { csvRow, type CsvValue } from "../leads/csv";
import { rate, type CampaignCounts, type CampaignReport } from "./campaigns";

const columns = [
  "UTM source",
  "UTM medium",
  "UTM campaign",
  "Leads",
  "Qualified",
  "Visits",
  "Bookings",
  "Spam",
  "Qualified rate",
  "Visit rate",
  "Booking rate",
  "Spend (RM)",
  "Cost per registration (RM)",
  "Cost per qualified (RM)",
  "Cost per visit (RM)",
  "Cost per booking (RM)",
] as const;

const ringgit = (value: number | null) => (value === null ? "" : value.toFixed(2));

const counts = (row: CampaignCounts): CsvValue[] => [
  row.leads,
  row.qualified,
  row.visits,
  row.bookings,
  row.spam,
  rate(row.qualified, row.leads),
  rate(row.visits, row.leads),
  rate(row.bookings, row.leads),
  ringgit(row.spendSen == null ? null : row.spendSen / 100),
  ...[row.leads, row.qualified, row.visits, row.bookings].map((n) =>
    ringgit(costPer(row.spendSen ?? null, n)),
  ),
];

/** The report's table as CSV (counts only, no personal data), header first, the total last. */
export function campaignCsv(report: CampaignReport): string {
  let text = csvRow(columns);
  for (const row of report.rows) {
    // UTM values come from links anyone can craft: csvRow neutralizes a formula in them.
    text += csvRow([
      row.source ?? NO_UTM,
      row.medium ?? NO_UTM,
      row.campaign ?? NO_UTM,
      ...counts(row),
    ]);
  }
  return text + csvRow(["All campaigns", "", "", ...counts(report.total)]);
}
