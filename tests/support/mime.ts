/**
 * Just enough MIME to read what nodemailer sends in a test: the text and HTML alternatives and the
 * attachments.
 */
export interface ParsedMail {
  /** Header names in lower case, folded lines joined, RFC 2047 encoded words decoded. */
  headers: Map<string, string>;
  subject: string;
  /** The text/plain part (of a multipart message: its first), or the single part's body. */
  text: string;
  /** The text/html part, when there is one. */
  html?: string;
  /** The body decoded, line endings as sent (an .ics keeps its CRLF). */
  decoded: string;
}

function decodeWords(value: string): string {
  // Adjacent encoded words are joined without the whitespace between them (RFC 2047 §6.2).
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, "$1")
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_, _charset: string, encoding: string, data: string) =>
        encoding.toUpperCase() === "B"
          ? Buffer.from(data, "base64").toString("utf8")
          : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const input = value.replace(/=\r?\n/g, "");
  for (let i = 0; i < input.length; i++) {
    const hex = input.slice(i + 1, i + 3);
    if (input[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

export function parseMail(raw: string): ParsedMail {
  const message = parsePart(raw);
  if (!(message.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/")) {
    return message;
  }
  const parts = mimeParts(raw);
  const ofType = (type: string) =>
    parts.find((part) => part.headers.get("content-type")?.toLowerCase().startsWith(type));
  const html = ofType("text/html")?.decoded;
  return { ...message, text: ofType("text/plain")?.text ?? "", ...(html ? { html } : {}) };
}

function parsePart(raw: string): ParsedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) {
      headers.set(
        line.slice(0, colon).trim().toLowerCase(),
        decodeWords(line.slice(colon + 1).trim()),
      );
    }
  }
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(body)
        : body;
  return {
    headers,
    subject: headers.get("subject") ?? "",
    text: text.replace(/\r\n/g, "\n"),
    decoded: text,
  };
}

/**
 * The parts of a multipart message (nodemailer's text and attachments), each read as parseMail
 * reads a whole message. Nested multiparts are flattened. A single-part message is one part.
 */
export function mimeParts(raw: string): ParsedMail[] {
  const message = parsePart(raw);
  const type = message.headers.get("content-type") ?? "";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) return [message];
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/^\r?\n\r?\n/, "");
  return (
    body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      // The line break before a boundary belongs to the boundary (RFC 2046 §5.1.1), not the part.
      .flatMap((part) => mimeParts(part.replace(/^\r?\n/, "").replace(/\r?\n$/, "")))
  );
}

/** The decoded content of the first part whose Content-Type starts with `type` (`text/calendar`). */
export function partOfType(raw: string, type: string): string | undefined {
  return mimeParts(raw).find((part) => part.headers.get("content-type")?.startsWith(type))?.decoded;
}

/** A message's MIME tree: each part's Content-Type (without parameters), with its children. */
export interface MimeNode {
  type: string;
  children: MimeNode[];
}

export function mimeTree(raw: string): MimeNode {
  const message = parsePart(raw);
  const header = message.headers.get("content-type") ?? "text/plain";
  const type = header.split(";")[0]!.trim().toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(header)?.[1];
  if (!type.startsWith("multipart/") || !boundary) return { type, children: [] };
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/^\r?\n\r?\n/, "");
  const children = body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith("--"))
    .map((part) => mimeTree(part.replace(/^\r?\n/, "").replace(/\r?\n$/, "")));
  return { type, children };
}

/**
 * Whether the message offers its text and its HTML as alternatives of one another: a
 * multipart/alternative, anywhere in the tree, whose parts include text/plain and text/html.
 */
export function hasTextAndHtmlAlternatives(raw: string): boolean {
  const search = (node: MimeNode): boolean =>
    (node.type === "multipart/alternative" &&
      ["text/plain", "text/html"].every((type) => node.children.some((c) => c.type === type))) ||
    node.children.some(search);
  return search(mimeTree(raw));
}

/** The `lang` of the HTML alternative's <html> element. */
export const htmlLang = (html: string | undefined): string | undefined =>
  /<html\b[^>]*\blang="([^"]+)"/i.exec(html ?? "")?.[1];
