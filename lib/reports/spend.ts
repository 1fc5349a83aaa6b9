import { z } from "zod";

/** A month as the spend form and the table hold it: `2026-11`. */
export const monthSchema = z
  .string()
  .regex(/^20\d\d-(0[1-9]|1[0-2])$/, "Give the month as 2026-11.");

const utmValue = z
  .string()
  .trim()
  .max(200, "At most 200 characters.")
  // "(none)" as typed means the field was not given, as the report shows it.
  .transform((value) => (value === "(none)" ? "" : value));

/** What a marketer enters: a campaign (its UTM source / medium / campaign), a month, ringgit. */
export const spendInput = z.object({
  month: monthSchema,
  source: utmValue,
  medium: utmValue,
  campaign: utmValue,
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, "Give the amount in ringgit, e.g. 12500 or 12500.50.")
    .transform((value) => Math.round(Number(value) * 100)),
});
export type SpendInput = z.output<typeof spendInput>;

/** Cost per result in ringgit (spend in sen over a count), or null when there is nothing to divide. */
export const costPer = (spendSen: number | null, count: number): number | null =>
  spendSen === null || count === 0 ? null : spendSen / 100 / count;

/** The months a range of Malaysia days touches (`2026-10-15`…`2026-12-02` → 2026-10, -11, -12). */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.slice(0, 7).split("-").map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (let i = 0; i < 240; i++) {
    const current = `${year}-${String(month).padStart(2, "0")}`;
    if (current > last) break;
    months.push(current);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}
