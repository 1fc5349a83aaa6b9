import { z } from "zod";

/**
 * Google Ads ConversionUploadError codes that mean "Google has this conversion already": a resend
 * after a crash (the first post reached Google, its answer never reached us) comes back 200 with
 * one of them in `partialFailureError`. From the API reference (ConversionUploadErrorEnum):
 * - CLICK_CONVERSION_ALREADY_EXISTS: "The imported event has the same click and
 *   conversion_date_time as an existing conversion."
 * - ORDER_ID_ALREADY_IN_USE: the order id (our event id) was used by a conversion already
 *   uploaded. (DUPLICATE_ORDER_ID is the same order id twice in one request: we send one.)
 */
export const ALREADY_UPLOADED = new Set([
  "CLICK_CONVERSION_ALREADY_EXISTS",
  "ORDER_ID_ALREADY_IN_USE",
]);

// REST shape of UploadClickConversionsResponse.partial_failure_error: a google.rpc.Status whose
// details hold a GoogleAdsFailure, each error's errorCode naming its enum and value.
const answer = z.object({
  partialFailureError: z
    .object({
      message: z.string().optional(),
      details: z
        .array(
          z.object({
            errors: z
              .array(z.object({ errorCode: z.record(z.string(), z.unknown()).optional() }))
              .optional(),
          }),
        )
        .optional(),
    })
    .nullish(),
});

/**
 * What Google's 200 answer says of our one conversion: `ok` (taken now or before) or the codes it
 * refused it with. An answer that is not JSON, or a failure with no readable code, is a refusal.
 */
export function uploadOutcome(body: string): { ok: true } | { ok: false; codes: string[] } {
  let parsed: z.infer<typeof answer>;
  try {
    parsed = answer.parse(JSON.parse(body));
  } catch {
    return body.includes('"partialFailureError"') ? { ok: false, codes: [] } : { ok: true };
  }
  const failure = parsed.partialFailureError;
  // An empty Status ({}) is what some client libraries send for "no failure".
  if (!failure || (!failure.message && !failure.details?.length)) return { ok: true };
  const codes = (failure.details ?? [])
    .flatMap((detail) => detail.errors ?? [])
    .flatMap((error) => Object.values(error.errorCode ?? {}))
    .map(String);
  if (codes.length && codes.every((code) => ALREADY_UPLOADED.has(code))) return { ok: true };
  return { ok: false, codes };
}
