import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import proxy from "./proxy";

const get = (path: string, headers: Record<string, string> = {}) =>
  proxy(
    new NextRequest(`http://localhost:3000${path}`, {
      headers: { "accept-language": "en", "sec-fetch-dest": "document", ...headers },
    }),
  );

describe("public pages and the language cookie", () => {
  it.each([
    ["/zh", {}],
    ["/ms/gallery", { cookie: "NEXT_LOCALE=zh" }],
    ["/", { cookie: "NEXT_LOCALE=ms", "accept-language": "zh" }],
    ["/layout?category=studio", { "accept-language": "en" }],
    ["/", { "accept-language": "zh-CN,zh;q=0.9" }],
  ])("GET %s %j sends no Set-Cookie (shared caches keep these pages)", (path, headers) => {
    const response = get(path, headers);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("x-middleware-set-cookie")).toBeNull();
  });

  it("still reads the cookie: a visitor who chose Chinese and opens / is sent to /zh", () => {
    const response = get("/", { cookie: "NEXT_LOCALE=zh" });
    expect(response.headers.get("location")).toBe("http://localhost:3000/zh");
  });

  it("leaves an English visitor with the English cookie on /", () => {
    const response = get("/", { cookie: "NEXT_LOCALE=en", "accept-language": "zh" });
    expect(response.headers.get("location")).toBeNull();
  });
});
