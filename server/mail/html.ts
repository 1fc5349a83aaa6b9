import type { Locale } from "next-intl";
import { textBlocks, type TextBlock } from "./text-blocks";

/** The language tag the HTML carries: Simplified Chinese as the site's hreflang names it. */
const languageTags: Record<Locale, string> = { en: "en", zh: "zh-Hans", ms: "ms" };

const escape = (value: string): string =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Addresses in running text become links that wrap on a phone; everything else is escaped. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"，。）]+/gu;
function inline(text: string): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    html += escape(text.slice(last, match.index));
    html += `<a href="${escape(url)}" style="${styles.link}">${escape(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escape(text.slice(last));
}

// Inline styles only (many mail apps drop <style>); #1f2933 on white and the link blue #0b4f8a
// both pass WCAG AA for body text. Sizes in px: mail apps scale rem unevenly.
const styles = {
  body: "margin:0;padding:0;background:#ffffff;",
  frame:
    "max-width:600px;margin:0 auto;padding:20px 16px;font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans SC','PingFang SC','Microsoft YaHei',Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;overflow-wrap:break-word;word-wrap:break-word;",
  heading: "margin:0 0 16px;font-size:22px;line-height:1.3;font-weight:700;color:#102a43;",
  paragraph: "margin:0 0 16px;",
  list: "margin:0 0 16px;padding:0;",
  term: "margin:0;font-weight:700;color:#102a43;",
  detail: "margin:0 0 8px;",
  link: "color:#0b4f8a;text-decoration:underline;word-break:break-word;",
  action: "color:#0b4f8a;text-decoration:underline;font-weight:700;",
  rule: "border:0;border-top:1px solid #9aa5b1;margin:24px 0 16px;",
} as const;

function block(item: TextBlock): string {
  switch (item.kind) {
    case "rule":
      return `<hr style="${styles.rule}">`;
    case "paragraph":
      return `<p style="${styles.paragraph}">${item.lines.map(inline).join("<br>")}</p>`;
    case "fields":
      return `<dl style="${styles.list}">${item.fields
        .map(
          ({ label, value }) =>
            `<dt style="${styles.term}">${escape(label)}</dt><dd style="${styles.detail}">${inline(value)}</dd>`,
        )
        .join("")}</dl>`;
    case "link":
      return `<p style="${styles.paragraph}">${item.before ? `${escape(item.before)} ` : ""}<a href="${escape(item.url)}" style="${styles.action}">${escape(item.label)}</a></p>`;
  }
}

/**
 * The HTML alternative of a mail, from its text: one small layout for every mail we send, in the
 * recipient's language, with the subject as its heading. No images, no external resources, no
 * <style> block; it reads on a 390 px phone screen and in a screen reader.
 */
export function mailHtml(locale: Locale, title: string, text: string): string {
  const lang = languageTags[locale];
  return [
    "<!doctype html>",
    `<html lang="${lang}" dir="ltr">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escape(title)}</title>`,
    "</head>",
    `<body style="${styles.body}">`,
    // An article inside the mail app's page, as accessible-email practice marks a message.
    `<div role="article" aria-roledescription="email" aria-label="${escape(title)}" lang="${lang}" style="${styles.frame}">`,
    `<h1 style="${styles.heading}">${escape(title)}</h1>`,
    ...textBlocks(text).map(block),
    "</div>",
    "</body>",
    "</html>",
  ].join("\n");
}

/** The two alternatives nodemailer sends as multipart/alternative: the text, and its HTML. */
export const mailBodies = (locale: Locale, subject: string, text: string) => ({
  text,
  html: mailHtml(locale, subject, text),
});
