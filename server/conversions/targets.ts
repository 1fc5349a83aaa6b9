import type { ConversionActions } from "@/lib/conversions/actions";
import type { ConversionStage } from "@/lib/conversions/stages";
import type { Env } from "../env-schema";
import { googleConfigured } from "./google-settings";

/** Where a lead's stages go: Meta when its pixel and token are set, Google per configured stage. */
export interface ConversionTargets {
  meta: boolean;
  google: ConversionActions;
}

export function conversionTargets(env: Env): ConversionTargets {
  return {
    meta: Boolean(env.META_PIXEL_ID && env.META_CAPI_TOKEN),
    google: googleConfigured(env) ? env.GOOGLE_CONVERSION_ACTIONS : {},
  };
}

export const platformsFor = (targets: ConversionTargets, stage: ConversionStage) => [
  ...(targets.meta ? (["meta"] as const) : []),
  ...(targets.google[stage] ? (["google"] as const) : []),
];
