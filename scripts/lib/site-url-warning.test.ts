import { describe, expect, it } from "vitest";
import { siteUrlWarning } from "./site-url-warning";

describe("the SITE_URL warning at start", () => {
  it("names SITE_URL when a site served to other machines would publish a loopback address", () => {
    expect(siteUrlWarning("http://localhost:3000", "0.0.0.0")).toContain("SITE_URL");
  });

  it("stays quiet on a developer's machine or with a public SITE_URL", () => {
    expect(siteUrlWarning("http://localhost:3000", "localhost")).toBeNull();
    expect(siteUrlWarning("https://www.skyhaven.example", "0.0.0.0")).toBeNull();
  });
});
