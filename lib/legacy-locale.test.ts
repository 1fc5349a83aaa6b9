import { describe, expect, it } from "vitest";
import { legacyChineseRedirect } from "./legacy-locale";

const from = (path: string) => legacyChineseRedirect(new URL(path, "http://site.test"))?.toString();

describe("legacyChineseRedirect", () => {
  it("moves /cn paths to /zh, keeping the rest of the path and the query", () => {
    expect(from("/cn")).toBe("http://site.test/zh");
    expect(from("/cn/gallery?utm_source=fb")).toBe("http://site.test/zh/gallery?utm_source=fb");
    expect(from("/CN/layout/A1")).toBe("http://site.test/zh/layout/A1");
  });

  it("moves ?lang=cn to the same page under /zh and drops the parameter", () => {
    expect(from("/?lang=cn")).toBe("http://site.test/zh");
    expect(from("/gallery?lang=cn&x=1")).toBe("http://site.test/zh/gallery?x=1");
    expect(from("/ms/location?lang=CN")).toBe("http://site.test/zh/location");
  });

  it("leaves other URLs alone", () => {
    expect(from("/")).toBeUndefined();
    expect(from("/cnn")).toBeUndefined();
    expect(from("/gallery?lang=en")).toBeUndefined();
  });
});
