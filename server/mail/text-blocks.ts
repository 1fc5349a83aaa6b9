/**
 * A mail's plain text read as blocks, so the HTML alternative says exactly what the text says:
 * paragraphs (blank-line separated), "Label: value" lists, "…: https://…" lines as links, and the
 * "—" line before a footer as a rule. Written for the copy in content/ and the sales notice.
 */
export type TextBlock =
  | { kind: "paragraph"; lines: string[] }
  | { kind: "fields"; fields: { label: string; value: string }[] }
  | { kind: "link"; before: string; label: string; url: string }
  | { kind: "rule" };

/** "To reschedule or cancel: https://…" (a full-width colon in Chinese). */
const LINK_LINE = /^(.+?)\s*[:：]\s*(https?:\/\/\S+)$/u;
/** "When: Saturday…" — a short label, then the value. */
const FIELD_LINE = /^([^:：]{1,32}?)\s*[:：]\s*(\S.*)$/u;
/** Where a sentence ends inside a link's label: the text before it stays text. */
const SENTENCE_END = /^(.*[.!?。！？])\s*(\S[^.!?。！？]*)$/su;

function linkBlock(line: string): TextBlock | undefined {
  const match = LINK_LINE.exec(line);
  if (!match) return undefined;
  const [, label = "", url = ""] = match;
  const split = SENTENCE_END.exec(label);
  return split
    ? { kind: "link", before: split[1] ?? "", label: split[2] ?? label, url }
    : { kind: "link", before: "", label, url };
}

function groupBlocks(lines: string[]): TextBlock[] {
  const blocks: TextBlock[] = [];
  let pending: string[] = [];
  const flush = () => {
    const fields = pending.map((line) => FIELD_LINE.exec(line));
    // Two or more "Label: value" lines in a row are a list; a lone one is a sentence.
    if (pending.length > 1 && fields.every(Boolean)) {
      blocks.push({
        kind: "fields",
        fields: fields.map((m) => ({ label: m?.[1] ?? "", value: m?.[2] ?? "" })),
      });
    } else if (pending.length) {
      blocks.push({ kind: "paragraph", lines: pending });
    }
    pending = [];
  };
  for (const line of lines) {
    const link = linkBlock(line);
    if (line === "—") {
      flush();
      blocks.push({ kind: "rule" });
    } else if (link) {
      flush();
      blocks.push(link);
    } else {
      pending.push(line);
    }
  }
  flush();
  return blocks;
}

export function textBlocks(text: string): TextBlock[] {
  return text
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((group) => group.split("\n").filter((line) => line.trim() !== ""))
    .filter((group) => group.length > 0)
    .flatMap(groupBlocks);
}
