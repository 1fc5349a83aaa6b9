import { describe, expect, it } from "vitest";
import { parseEnv } from "../env-schema";
import { salesMailbox } from "./reply-to";

describe("the sales mailbox buyers reply to and calendars answer", () => {
  it("is MAIL_REPLY_TO when set, else the public CONTACT_EMAIL, never the no-reply sender", () => {
    expect(salesMailbox(parseEnv({ MAIL_REPLY_TO: "desk@skyhaven.example" }))).toBe(
      "desk@skyhaven.example",
    );
    expect(salesMailbox(parseEnv({ CONTACT_EMAIL: "sales@skyhavensuites.my" }))).toBe(
      "sales@skyhavensuites.my",
    );
    const fallback = salesMailbox(parseEnv({}));
    expect(fallback).toMatch(/@/);
    expect(fallback).not.toMatch(/no-?reply/i);
  });
});
