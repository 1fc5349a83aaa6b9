/** The columns of the units CSV, in order: what the export writes and the import expects. */
export const unitCsvColumns = [
  "unit",
  "tower",
  "floor",
  "type",
  "built_up_sqft",
  "list_price",
  "status",
] as const;
