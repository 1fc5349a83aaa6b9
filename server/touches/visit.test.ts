import { describe, expect, it } from "vitest";
import { encodeVisit, toVisit } from "@/lib/touches/visit";
import { parseVisit } from "./visit";

describe("the visit a tap carries", () => {
  it("keeps campaign tags, the referrer's site and path, and the landing page's tags only", () => {
    const visit = toVisit({
      landingPage: "/zh/landing?utm_source=google&utm_medium=cpc&gclid=abc123&email=a@b.c",
      referrer: "https://www.google.com/search?q=skyhaven+suites",
      utm: { utm_source: "google", utm_medium: "cpc" },
    });
    expect(visit).toEqual({
      landingPage: "/zh/landing?utm_source=google&utm_medium=cpc",
      referrer: "https://www.google.com/search",
      utm: { utm_source: "google", utm_medium: "cpc" },
    });
    expect(parseVisit(encodeVisit(visit))).toEqual(visit);
  });

  it("reduces what a client sends again on the server, and bounds it", () => {
    const sent = encodeURIComponent(
      JSON.stringify({
        landingPage: "/?fbclid=xyz&utm_campaign=launch",
        referrer: "https://m.facebook.com/story?id=42",
        utm: { utm_source: "x".repeat(500), utm_term: 7, evil: "field" },
      }),
    );
    expect(parseVisit(sent)).toEqual({
      landingPage: "/?utm_campaign=launch",
      referrer: "https://m.facebook.com/story",
      utm: { utm_source: "x".repeat(200) },
    });
  });

  it("is empty, never an error, when unreadable, foreign or missing", () => {
    for (const value of [undefined, null, "", "%E0%A4%A", "not json", "x".repeat(3001)]) {
      expect(parseVisit(value)).toEqual({ utm: {} });
    }
    expect(
      parseVisit(
        encodeURIComponent(
          JSON.stringify({
            landingPage: "//evil.example/",
            referrer: "javascript:alert(1)",
            utm: [],
          }),
        ),
      ),
    ).toEqual({ landingPage: undefined, referrer: undefined, utm: {} });
  });
});
