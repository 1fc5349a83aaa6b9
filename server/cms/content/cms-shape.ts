/**
 * The site's typed content and the CMS's documents differ in one way: a list of strings is a
 * list of `{ text }` rows in the CMS (Payload's arrays hold rows of fields). These convert
 * between the two, and `withPublished` lays a published document over the seeded content.
 */
export function toCmsShape(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item) =>
      item !== null && typeof item === "object" ? toCmsShape(item) : { text: item },
    );
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, toCmsShape(v)]));
  return value;
}

/**
 * The seeded content with each field the CMS has for this language put over it. A field the CMS
 * leaves empty (never written, or not yet translated) keeps the seeded wording, so a page never
 * shows a blank or another language's text; the CMS shows the field as empty for that language.
 */
export function withPublished<T>(seeded: T, published: unknown): T {
  if (published === null || published === undefined) return seeded;
  if (Array.isArray(seeded)) {
    if (!Array.isArray(published) || published.length === 0) return seeded;
    const rows = published.map((row: unknown) => completeRow(seeded[0], row));
    // A row missing a word in this language is left out here rather than shown half empty.
    const complete = rows.filter((row) => row !== undefined);
    return (complete.length ? complete : seeded) as T;
  }
  if (seeded !== null && typeof seeded === "object") {
    if (typeof published !== "object") return seeded;
    const source = published as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(seeded).map(([key, value]) => [key, withPublished(value, source[key])]),
    ) as T;
  }
  if (typeof seeded === "string")
    return (typeof published === "string" && published.trim() ? published : seeded) as T;
  if (typeof seeded === "number") return (typeof published === "number" ? published : seeded) as T;
  return seeded;
}

/** A CMS list row in the content's shape, or undefined when any of its words is empty. */
function completeRow(sample: unknown, row: unknown): unknown {
  if (sample === null || typeof sample !== "object")
    return filled((row as { text?: unknown } | null)?.text);
  if (row === null || typeof row !== "object") return undefined;
  const source = row as Record<string, unknown>;
  const entries = Object.entries(sample).map(([key, value]) => {
    if (Array.isArray(value)) {
      const list = Array.isArray(source[key]) ? (source[key] as unknown[]) : [];
      const items = list.map((item) => completeRow(value[0], item));
      return [key, items.includes(undefined) ? undefined : items];
    }
    return [
      key,
      value !== null && typeof value === "object"
        ? completeRow(value, source[key])
        : filled(source[key]),
    ];
  });
  return entries.some(([, value]) => value === undefined) ? undefined : Object.fromEntries(entries);
}

const filled = (value: unknown) =>
  (typeof value === "string" && value.trim()) || typeof value === "number" ? value : undefined;
