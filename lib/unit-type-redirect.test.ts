import { describe, expect, it } from "vitest";
import { unitTypeCaseRedirect } from "./unit-type-redirect";

const codes = ["A1", "C1A", "D9"];
const redirect = (path: string) =>
  unitTypeCaseRedirect(new URL(path, "http://localhost:3000"), codes)?.toString() ?? null;

describe("unitTypeCaseRedirect", () => {
  it("sends a lower-case type to its upper-case page, keeping the query", () => {
    expect(redirect("/layout/c1a?utm_source=print")).toBe(
      "http://localhost:3000/layout/C1A?utm_source=print",
    );
  });

  it("keeps the language prefix", () => {
    expect(redirect("/zh/layout/c1a")).toBe("http://localhost:3000/zh/layout/C1A");
    expect(redirect("/ms/layout/d9/")).toBe("http://localhost:3000/ms/layout/D9");
  });

  it("leaves canonical pages, unknown types and other paths alone", () => {
    expect(redirect("/layout/C1A")).toBeNull();
    expect(redirect("/layout/z9")).toBeNull();
    expect(redirect("/layout")).toBeNull();
    expect(redirect("/gallery/c1a")).toBeNull();
    expect(redirect("/layout/%E0%A4%A")).toBeNull();
  });
});
