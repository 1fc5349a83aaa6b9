import { describe, expect, it } from "vitest";
import {
  cmsActionRefusal,
  checkHead,
  decodablePath,
  sameOrigin,
  targetPath,
  type RequestHead,
} from "./request-guard";

const head = (overrides: Partial<RequestHead> = {}): RequestHead => ({
  method: "GET",
  url: "/",
  ...overrides,
  headers: { host: "skyhaven.example", ...overrides.headers },
});

describe("checkHead", () => {
  it.each(["GET", "HEAD", "POST"])("lets %s through", (method) => {
    expect(checkHead(head({ method }))).toBeNull();
  });

  it.each(["TRACE", "TRACK", "PROPFIND", "OPTIONS", "DELETE", "PUT", "PATCH", "MKCOL", undefined])(
    "refuses %s with 405",
    (method) => {
      expect(checkHead(head({ method, url: "/api/registrations" }))?.status).toBe(405);
    },
  );

  it.each(["/%zz", "/plans/%", "/_next/static/chunks/%", "/zh/%E0%A4%A", "/%C0%AF", "/api/%ff"])(
    "refuses the malformed path %s with 400",
    (url) => {
      expect(checkHead(head({ url }))?.status).toBe(400);
    },
  );

  it("leaves a malformed query string to the page, which ignores what it cannot read", () => {
    expect(checkHead(head({ url: "/?q=%zz" }))).toBeNull();
  });

  it.each([
    ["a foreign site", "https://evil.example"],
    ["an opaque origin", "null"],
    ["a malformed origin", "evil"],
  ])("refuses a server action posted from %s with 403", (_case, origin) => {
    const post = head({
      method: "POST",
      url: "/register",
      headers: { "next-action": "60f8", "content-type": "text/plain", origin },
    });
    expect(checkHead(post)?.status).toBe(403);
  });

  it("refuses a form posted from another site to a page, as Next.js would treat it as an action", () => {
    const post = head({
      method: "POST",
      url: "/zh/register",
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        origin: "https://evil.example",
      },
    });
    expect(checkHead(post)?.status).toBe(403);
  });

  it("lets posts from the site itself through, behind a proxy too", () => {
    const own = { "content-type": "multipart/form-data; boundary=x" };
    expect(
      checkHead(head({ method: "POST", headers: { ...own, origin: "https://skyhaven.example" } })),
    ).toBeNull();
    expect(
      checkHead(
        head({
          method: "POST",
          headers: {
            ...own,
            host: "127.0.0.1:3000",
            "x-forwarded-host": "skyhaven.example",
            origin: "https://skyhaven.example",
          },
        }),
      ),
    ).toBeNull();
  });

  it("leaves the public APIs open to other sites", () => {
    const post = head({
      method: "POST",
      url: "/api/registrations",
      headers: { "content-type": "application/json", origin: "https://partner.example" },
    });
    expect(checkHead(post)).toBeNull();
  });

  it("refuses a page post that declares more than 16 KB, and a lead desk post over 64 KB, with 413", () => {
    const post = (url: string, bytes: number) =>
      head({ method: "POST", url, headers: { "content-length": String(bytes) } });
    expect(checkHead(post("/register", 16 * 1024))).toBeNull();
    expect(checkHead(post("/register", 16 * 1024 + 1))?.status).toBe(413);
    expect(checkHead(post("/admin/leads/1", 60_000))).toBeNull();
    expect(checkHead(post("/admin/leads/1", 64 * 1024 + 1))?.status).toBe(413);
    expect(checkHead(post("/", 600 * 1024 * 1024))?.status).toBe(413);
  });

  it("refuses a page address of more than 8 KB with 414, before the middleware repeats it", () => {
    expect(checkHead(head({ url: `/layout/${"A".repeat(12_000)}` }))?.status).toBe(414);
    expect(checkHead(head({ url: `/landing?utm_source=${"x".repeat(2_000)}` }))).toBeNull();
    expect(checkHead(head({ url: `/api/${"x".repeat(12_000)}` }))).toBeNull();
  });

  it("lets the CMS's editing screens post a document's form state, up to 2 MB", () => {
    const post = (url: string, bytes: number) =>
      head({ method: "POST", url, headers: { "content-length": String(bytes) } });
    expect(checkHead(post("/cms/globals/concept", 400_000))).toBeNull();
    expect(checkHead(post("/cms/globals/concept", 2 * 1024 * 1024 + 1))?.status).toBe(413);
    expect(checkHead(post("/cmsx", 400_000))?.status).toBe(413);
  });

  it("lets the CMS's API update and delete, and nothing else beyond the usual", () => {
    for (const method of ["PATCH", "DELETE"])
      expect(checkHead(head({ method, url: "/api/cms/media/3" }))).toBeNull();
    for (const method of ["PUT", "TRACE", "PROPFIND"])
      expect(checkHead(head({ method, url: "/api/cms/media/3" }))?.status).toBe(405);
    expect(checkHead(head({ method: "PATCH", url: "/api/cmsx" }))?.status).toBe(405);
  });

  it("takes the CMS's server function calls only with a desk session, else a 403", () => {
    expect(cmsActionRefusal({})?.status).toBe(403);
    expect(cmsActionRefusal({ cookie: "skyhaven.session_tokenx=1" })?.status).toBe(403);
    expect(cmsActionRefusal({ cookie: "a=1; skyhaven.session_token=abc.def" })).toBeNull();
    expect(cmsActionRefusal({ cookie: "__Secure-skyhaven.session_token=abc" })).toBeNull();
  });

  it("leaves an API's declared length to the API, which answers in its own format", () => {
    const post = head({
      method: "POST",
      url: "/api/User_Registration",
      headers: { "content-length": String(600 * 1024 * 1024) },
    });
    expect(checkHead(post)).toBeNull();
  });
});

describe("targetPath", () => {
  it("takes a path, or an absolute URL for this host, and nothing else", () => {
    expect(targetPath(head({ url: "/gallery?image=lobby" }))).toBe("/gallery?image=lobby");
    expect(targetPath(head({ url: "http://skyhaven.example/zh?x=1" }))).toBe("/zh?x=1");
    expect(targetPath(head({ url: "http://evil.example/cn/x" }))).toBeNull();
    expect(targetPath(head({ url: "*" }))).toBeNull();
    expect(targetPath(head({ url: "" }))).toBeNull();
  });
});

describe("decodablePath", () => {
  it("accepts escapes of UTF-8 text and refuses the rest", () => {
    expect(decodablePath("/layout/%E5%AE%A2")).toBe(true);
    expect(decodablePath("/%00")).toBe(true);
    expect(decodablePath("/100%")).toBe(false);
    expect(decodablePath("/%F0%9F")).toBe(false);
  });
});

describe("sameOrigin", () => {
  it("counts a post without Origin (a program, not a browser) as the site's own", () => {
    expect(sameOrigin({ host: "skyhaven.example" })).toBe(true);
  });
});
