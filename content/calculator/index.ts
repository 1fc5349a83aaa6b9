import { calculatorRates as raw } from "./rates";
import { calculatorRatesSchema } from "./schema";

export type { CalculatorRates, RateSource, Tier } from "./schema";

// Parsed when first imported, i.e. while the site builds: a malformed tier stops the build.
export const calculatorRates = calculatorRatesSchema.parse(raw);
