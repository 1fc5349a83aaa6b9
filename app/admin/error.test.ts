import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import AdminError from "./error";
import AdminNotFound from "./not-found";

describe("the lead desk's error and not-found pages", () => {
  it("tell staff what happened, offer a retry and a way back, and show no message or stack", () => {
    const error = Object.assign(new Error('relation "leads" does not exist: select * from leads'), {
      digest: "2841957733",
    });
    const html = renderToStaticMarkup(createElement(AdminError, { error, reset: () => {} }));

    expect(html).toContain("This page could not be shown");
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(html).toMatch(/<a [^>]*href="\/admin"[^>]*>Back to the desk<\/a>/);
    // The digest matches the server's log line; nothing of the error itself reaches the page.
    expect(html).toContain("2841957733");
    expect(html).not.toContain("relation");
    expect(html).not.toContain("error.test.ts");
    expect(html).not.toMatch(/\bat \S+ \(/);
  });

  it("words a desk address that leads nowhere and links back to the desk", () => {
    const html = renderToStaticMarkup(createElement(AdminNotFound));
    expect(html).toContain("Nothing here");
    expect(html).toMatch(/<a [^>]*href="\/admin"[^>]*>Back to the desk<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/admin\/leads"[^>]*>All leads<\/a>/);
  });
});
