import { z } from "zod";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const percent = z.number().min(0).max(100);
const ringgit = z.number().nonnegative();

/** Where a figure comes from and when someone last checked it against that source. */
export const rateSourceSchema = z.object({
  /** What the figure is, said in the visitor's language (`Calculator.sourceTopics`). */
  topic: z.enum([
    "transfer",
    "foreignTransfer",
    "loanDuty",
    "legalFees",
    "serviceTax",
    "interestRate",
    "tenure",
    "lettingProgramme",
    "sinkingFund",
    "foreignConsent",
    "foreignMinimum",
    "commercialTitle",
  ]),
  /** The instrument's name in each language (its official English name in `en`). */
  title: z.object({ en: z.string().min(1), zh: z.string().min(1), ms: z.string().min(1) }),
  /** None for the project's own sample figures. */
  url: z.url().optional(),
  checked: day,
  /** What is uncertain or left out: shown to no visitor, read by whoever updates the figure. */
  note: z.string().min(1),
});

/** One band of a marginal scale: `ratePercent` applies to the part of the amount up to `upTo`. */
const tierSchema = z.object({ upTo: z.number().positive().nullable(), ratePercent: percent });

/** Tiers in rising order, the last one open-ended. */
const tiersSchema = z
  .array(tierSchema)
  .min(1)
  .refine((tiers) => tiers.at(-1)?.upTo === null, "The last tier has no upper bound.")
  .refine((tiers) => {
    const bounds = tiers.slice(0, -1).map((tier) => tier.upTo);
    return bounds.every((upTo, i) => upTo !== null && (i === 0 || upTo > (bounds[i - 1] ?? 0)));
  }, "Only the last tier is open-ended, and the bounds rise.");

export const calculatorRatesSchema = z.object({
  transferStampDuty: z.object({
    /** Duty is charged per block "or fractional part thereof" of this many ringgit. */
    block: z.number().positive(),
    citizen: tiersSchema,
    /** Flat rate for a buyer who is neither a citizen nor a permanent resident. */
    foreignRatePercent: percent,
    source: rateSourceSchema,
    foreignSource: rateSourceSchema,
  }),
  loanStampDuty: z.object({
    block: z.number().positive(),
    ratePercent: percent,
    source: rateSourceSchema,
  }),
  legalFees: z.object({
    tiers: tiersSchema,
    minimum: ringgit,
    serviceTaxPercent: percent,
    source: rateSourceSchema,
    taxSource: rateSourceSchema,
  }),
  loan: z.object({
    baseRatePercent: percent,
    spreadPercent: percent,
    maxYears: z.number().int().positive(),
    maxAge: z.number().int().positive(),
    marginOfFinancePercent: percent,
    source: rateSourceSchema,
    tenureSource: rateSourceSchema,
    /** Why the housing-loan rules for residential titles do not apply as such (commercial land). */
    commercialTitleSource: rateSourceSchema,
  }),
  foreignBuyers: z.object({
    /** Selangor's least price for a foreign purchaser, by the category of the property (RM). */
    minimumPrice: z.object({ commercial: ringgit, residential: ringgit }),
    consentSource: rateSourceSchema,
    minimumSource: rateSourceSchema,
  }),
  rental: z.object({
    serviceChargePerSqft: ringgit,
    sinkingFundPercent: percent,
    occupancyPercent: percent,
    managementSharePercent: percent,
    /** The letting programme's estimated nightly rents per unit category (content/calculator/letting-programme.ts). */
    nightlyRent: z.object({ studio: ringgit, single: ringgit, double: ringgit, dualKey: ringgit }),
    source: rateSourceSchema,
    sinkingFundSource: rateSourceSchema,
  }),
});

export type RateSource = z.infer<typeof rateSourceSchema>;
export type CalculatorRates = z.infer<typeof calculatorRatesSchema>;
export type Tier = z.infer<typeof tierSchema>;
