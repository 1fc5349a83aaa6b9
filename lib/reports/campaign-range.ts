import { z } from "zod";
import { isDay } from "@/lib/time/malaysia";

const day = z.string().refine(isDay).optional().catch(undefined);

/** The campaign report's date range as its URL carries it: Malaysia days, a bad one ignored. */
export const campaignRangeSchema = z.object({ from: day, to: day });

export type CampaignRangeInput = z.infer<typeof campaignRangeSchema>;

type SearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

export function parseCampaignRange(params: SearchParams): CampaignRangeInput {
  const read = (key: string) => {
    const value = params instanceof URLSearchParams ? params.get(key) : params[key];
    return (Array.isArray(value) ? value[0] : value) || undefined;
  };
  return campaignRangeSchema.parse({ from: read("from"), to: read("to") });
}

/** The range as a query string (without `?`), for the CSV link. */
export function rangeQuery(range: CampaignRangeInput): string {
  const params = new URLSearchParams();
  if (range.from) params.set("from", range.from);
  if (range.to) params.set("to", range.to);
  return params.toString();
}
