/**
 * The lead stages sent back to Google and Meta as conversions: the registration itself, then the
 * desk's Qualified, Visited (came to the sales gallery) and Booked.
 */
export const conversionStages = ["lead", "qualified", "visited", "booked"] as const;
export type ConversionStage = (typeof conversionStages)[number];

export const isConversionStage = (value: unknown): value is ConversionStage =>
  conversionStages.includes(value as ConversionStage);

/** Meta's event names: its standard `Lead`, then custom events for the desk's stages. */
export const metaEventNames: Record<ConversionStage, string> = {
  lead: "Lead",
  qualified: "QualifiedLead",
  visited: "SalesGalleryVisit",
  booked: "UnitBooked",
};
