import { describe, expect, it } from "vitest";
import { afterSignIn } from "./after-sign-in";

describe("afterSignIn", () => {
  it("returns to the desk's and the CMS's pages", () => {
    expect(afterSignIn("/cms")).toBe("/cms");
    expect(afterSignIn("/cms/globals/concept")).toBe("/cms/globals/concept");
    expect(afterSignIn("/admin/leads")).toBe("/admin/leads");
  });

  it("never leads off the site or anywhere else on it", () => {
    for (const next of [
      "//evil.example",
      "https://evil.example/cms",
      "/cmsx",
      "/cms/../x",
      "/\\evil",
      "/",
      undefined,
      ["/cms"],
    ])
      expect(afterSignIn(next)).toBe("/admin");
  });
});
