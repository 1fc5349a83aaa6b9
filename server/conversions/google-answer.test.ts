import { describe, expect, it } from "vitest";
import { uploadOutcome } from "./google-answer";

const failure = (...codes: string[]) =>
  JSON.stringify({
    partialFailureError: {
      code: 3,
      message: "refused",
      details: [{ errors: codes.map((code) => ({ errorCode: { conversionUploadError: code } })) }],
    },
  });

describe("reading Google's upload answer", () => {
  it("a clean answer, or an empty status, is delivered", () => {
    expect(uploadOutcome(JSON.stringify({ results: [{ orderId: "e1" }] }))).toEqual({ ok: true });
    expect(uploadOutcome(JSON.stringify({ partialFailureError: {}, results: [{}] }))).toEqual({
      ok: true,
    });
  });

  it("already-uploaded codes alone are delivered; mixed with another, or unreadable, refused", () => {
    expect(uploadOutcome(failure("ORDER_ID_ALREADY_IN_USE"))).toEqual({ ok: true });
    expect(uploadOutcome(failure("ORDER_ID_ALREADY_IN_USE", "CLICK_NOT_FOUND"))).toEqual({
      ok: false,
      codes: ["ORDER_ID_ALREADY_IN_USE", "CLICK_NOT_FOUND"],
    });
    expect(
      uploadOutcome(JSON.stringify({ partialFailureError: { code: 3, message: "refused" } })),
    ).toEqual({ ok: false, codes: [] });
    expect(uploadOutcome('not json "partialFailureError"')).toEqual({ ok: false, codes: [] });
  });
});
