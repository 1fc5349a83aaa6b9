/** A page's query as Next.js hands it to the page. */
export type PageQuery = Record<string, string | string[] | undefined>;

/** The query as a search string; repeated keys keep their first value, as the browser's reading does. */
export function toSearch(query: PageQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(key, first);
  }
  return params.toString();
}
