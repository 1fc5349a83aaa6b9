export const MAX_BODY_BYTES = 16 * 1024;

export type BodyResult =
  | { ok: true; fields: Record<string, unknown> }
  | { ok: false; reason: "tooLarge" | "invalidBody" | "unsupportedType" };

/**
 * The body as text, or null as soon as it is bigger than `maxBytes`: a declared length over the
 * limit is refused before reading, and a body that lies about its length (or sends none) is
 * dropped at the chunk that crosses it, so memory never holds more than the limit and a chunk.
 */
export async function readText(
  request: Request,
  maxBytes = MAX_BODY_BYTES,
): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Reads a JSON object or a urlencoded form, never more than `maxBytes`. */
export async function readFields(request: Request, maxBytes = MAX_BODY_BYTES): Promise<BodyResult> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (type !== "application/json" && type !== "application/x-www-form-urlencoded") {
    return { ok: false, reason: "unsupportedType" };
  }
  const text = await readText(request, maxBytes);
  if (text === null) return { ok: false, reason: "tooLarge" };
  if (type === "application/x-www-form-urlencoded")
    return { ok: true, fields: formFields(new URLSearchParams(text)) };
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? { ok: true, fields: value as Record<string, unknown> }
      : { ok: false, reason: "invalidBody" };
  } catch {
    return { ok: false, reason: "invalidBody" };
  }
}

/** Repeated keys (unitTypes=A1&unitTypes=B2) become arrays. */
export function formFields(params: URLSearchParams): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    fields[key] = values.length > 1 ? values : values[0];
  }
  return fields;
}
