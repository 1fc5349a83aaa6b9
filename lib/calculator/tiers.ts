import type { Tier } from "@/content/calculator/schema";
import { toSen } from "./sen";

/**
 * A marginal scale applied to `amount`: each tier's rate on the part of the amount inside it.
 * With `block`, each part is counted in whole blocks "or fractional part thereof", as the Stamp Act
 * charges (RM1 for every RM100 or part of RM100): the part is rounded up to a whole block first.
 */
export function tieredAmount(amount: number, tiers: readonly Tier[], block?: number): number {
  let total = 0;
  let lower = 0;
  for (const { upTo, ratePercent } of tiers) {
    const part = Math.min(amount, upTo ?? Infinity) - lower;
    if (part <= 0) break;
    const counted = block ? Math.ceil(part / block - 1e-9) * block : part;
    total += (counted * ratePercent) / 100;
    if (upTo === null) break;
    lower = upTo;
  }
  return toSen(total);
}
