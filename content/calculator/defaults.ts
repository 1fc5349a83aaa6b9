import { getUnitType, unitTypes } from "@/content/units/unit-types";
import { formDefaults } from "@/lib/calculator/defaults";
import type { FormDefaults } from "@/lib/calculator/input";
import { calculatorRates } from ".";

/**
 * The form's defaults for a unit type (its size and its category's sample rent), or for the
 * smallest type when none is given, at the price given: the visitor's, else a type's "from" price
 * or the lowest list price, both from the unit inventory (server/units/cached-summary.ts).
 */
export function calculatorDefaults(options: { type?: string; price: number }): {
  type?: string;
  defaults: FormDefaults;
} {
  const unit = options.type ? getUnitType(options.type.trim().toUpperCase()) : undefined;
  const basis = unit ?? unitTypes.reduce((small, u) => (u.sizeSqft < small.sizeSqft ? u : small));
  return {
    type: unit?.code,
    defaults: formDefaults(calculatorRates, {
      price: options.price,
      sqft: basis.sizeSqft,
      nightlyRent: calculatorRates.rental.nightlyRent[basis.category],
    }),
  };
}
