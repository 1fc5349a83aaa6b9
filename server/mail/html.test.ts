import { describe, expect, it } from "vitest";
import { mailHtml } from "./html";

const text = [
  "Dear Mr <b>Tan</b> & family,",
  "",
  "Thank you for booking a visit:",
  "",
  "When: Saturday, 28 November 2026, 2:00 pm – 3:00 pm (Malaysia time)",
  "People: 2",
  "",
  "To reschedule or cancel: https://skyhaven.example/book/manage/abc?x=1&y=2",
  "Anyone can check the draw: https://skyhaven.example/ballot",
  "Units are chosen in a ballot. Enter it here to get your place in the queue: https://skyhaven.example/ballot/enter/t",
  "See https://skyhaven.example/privacy for how we keep your data.",
  "",
  "—",
  "You can reply to this email: it reaches our sales team.",
].join("\n");

describe("the HTML alternative of a mail", () => {
  const html = mailHtml("en", "Your visit is booked", text);

  it("is a whole document in the recipient's language, readable on a phone", () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain("<title>Your visit is booked</title>");
    expect(mailHtml("zh", "t", "x")).toContain('<html lang="zh-Hans"');
    expect(mailHtml("ms", "t", "x")).toContain('<html lang="ms"');
  });

  it("has the subject as its one heading, and the text's fields as a description list", () => {
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain(">Your visit is booked</h1>");
    expect(html).toContain(
      '<dt style="margin:0;font-weight:700;color:#102a43;">When</dt><dd style="margin:0 0 8px;">Saturday, 28 November 2026, 2:00 pm – 3:00 pm (Malaysia time)</dd>',
    );
  });

  it("names each link by what it does, not by its address, and keeps the sentence before it", () => {
    expect(html).toContain(
      '<a href="https://skyhaven.example/book/manage/abc?x=1&amp;y=2" style="color:#0b4f8a;text-decoration:underline;font-weight:700;">To reschedule or cancel</a>',
    );
    expect(html).toMatch(
      /Units are chosen in a ballot\. <a href="https:\/\/skyhaven\.example\/ballot\/enter\/t"[^>]*>Enter it here to get your place in the queue<\/a>/,
    );
    // An address inside a sentence stays a link in place.
    expect(html).toMatch(
      /See <a href="https:\/\/skyhaven\.example\/privacy"[^>]*>https:\/\/skyhaven\.example\/privacy<\/a> for how/,
    );
  });

  it("escapes what people typed, and carries no script, image, stylesheet or class", () => {
    expect(html).toContain("Dear Mr &lt;b&gt;Tan&lt;/b&gt; &amp; family,");
    expect(html).not.toMatch(/<(script|img|link|style|iframe)\b/i);
    expect(html).not.toMatch(/\sclass=|\ssrc=|url\(/i);
  });

  it("says everything the text says (the footer's dash is a rule)", () => {
    const words = (value: string) =>
      value
        .replace(/https?:\/\/\S+/g, "")
        .split(/[\s:]+/)
        .filter((word) => word && word !== "—");
    const shown = html
      .slice(html.indexOf("</h1>"))
      .replace(/<[^>]+>/g, " ")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    expect(words(shown)).toEqual(expect.arrayContaining(words(text)));
  });
});
