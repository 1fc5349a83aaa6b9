import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forEachDatabase } from "@/tests/support/databases";
import {
  startConversionReceivers,
  type ConversionReceivers,
} from "@/tests/support/conversion-receivers";
import { conversionRows, deliverConversions, registerBuyer } from "@/tests/support/conversion-flow";
import { prepareDatabase } from "@/tests/support/registrations";
import { listFailed } from "../outbox/failed-list";

/** Google's 200 answer with partial failure, as the REST API spells it. */
const partialFailure = (code: string) =>
  JSON.stringify({
    partialFailureError: {
      code: 3,
      message: `${code}, at conversions[0]`,
      details: [
        {
          "@type": "type.googleapis.com/google.ads.googleads.v26.errors.GoogleAdsFailure",
          errors: [
            {
              errorCode: { conversionUploadError: code },
              message: "The conversion was refused.",
              location: { fieldPathElements: [{ fieldName: "conversions", index: 0 }] },
            },
          ],
        },
      ],
    },
    results: [{}],
  });

describe("Google's answer to a resend it already took", () => {
  forEachDatabase((current) => {
    let receivers: ConversionReceivers;

    beforeEach(async () => {
      receivers = await startConversionReceivers();
    });
    afterEach(async () => {
      await receivers.close();
    });

    it.each(["ORDER_ID_ALREADY_IN_USE", "CLICK_CONVERSION_ALREADY_EXISTS"])(
      "a 200 whose partial failure is %s counts as delivered, not retried",
      async (code) => {
        const { db } = current();
        await prepareDatabase(db);
        await registerBuyer(db, receivers.env(), { consentAdvertising: "true", gclid: "Cj0-x" });
        receivers.google.reply = () => ({ status: 200, body: partialFailure(code) });
        await deliverConversions(db, receivers.env());

        const google = (await conversionRows(db)).find((r) => r.topic === "google_conversion");
        expect(google?.last_error).toBeNull();
        expect(google?.sent_at).not.toBeNull();
        expect(
          await deliverConversions(db, receivers.env(), new Date(Date.now() + 86_400_000)),
        ).toBe(0);
        expect(receivers.google.requests).toHaveLength(1);
      },
    );

    it("any other partial failure stays a failure, retried later with its error codes", async () => {
      const { db } = current();
      await prepareDatabase(db);
      await registerBuyer(db, receivers.env(), { consentAdvertising: "true" });
      receivers.google.reply = () => ({ status: 200, body: partialFailure("CLICK_NOT_FOUND") });
      await deliverConversions(db, receivers.env());

      const google = (await conversionRows(db)).find((r) => r.topic === "google_conversion");
      expect(google).toMatchObject({
        sent_at: null,
        attempts: 1,
        last_error: "Google refused the conversion (partialFailureError: CLICK_NOT_FOUND)",
      });
      expect((await listFailed(db)).messages).toEqual([]);
    });
  });
});
