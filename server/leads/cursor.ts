/** A position in the lead list: the (latest_at, id) of a row, opaque in the URL. */
export interface CursorKey {
  at: string;
  id: string;
}

export function encodeCursor(at: string, id: string): string {
  return Buffer.from(`${at}|${id}`).toString("base64url");
}

export function decodeCursor(cursor: string): CursorKey | null {
  const [at, id, ...rest] = Buffer.from(cursor, "base64url").toString().split("|");
  if (!at || !id || rest.length || Number.isNaN(Date.parse(at))) return null;
  return { at, id };
}
