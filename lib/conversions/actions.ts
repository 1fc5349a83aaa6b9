import { isConversionStage, type ConversionStage } from "./stages";

export type ConversionActions = Partial<Record<ConversionStage, string>>;

const ACTION = /^customers\/\d{1,12}\/conversionActions\/\d{1,20}$/;

/**
 * `GOOGLE_CONVERSION_ACTIONS`: `stage=customers/{id}/conversionActions/{id}` pairs, comma
 * separated (stages: lead, qualified, visited, booked). A stage left out is not sent to Google.
 * Returns the map, or a sentence saying what is wrong.
 */
export function parseConversionActions(value: string | undefined): ConversionActions | string {
  const actions: ConversionActions = {};
  for (const pair of (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [stage, action = ""] = pair.split("=").map((part) => part.trim());
    if (!isConversionStage(stage))
      return `unknown stage "${stage}" (lead, qualified, visited, booked)`;
    if (!ACTION.test(action)) return `${stage}: must be customers/{id}/conversionActions/{id}`;
    actions[stage] = action;
  }
  return actions;
}
