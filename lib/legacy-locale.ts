/**
 * The old single-page site used `cn` for Chinese, in the path (/cn/...) and as `?lang=cn`.
 * Returns the /zh URL such a request should move to permanently, or null.
 */
export function legacyChineseRedirect(url: URL): URL | null {
  const { pathname, searchParams } = url;
  const cnPath = /^\/cn(\/|$)/i.test(pathname);
  const cnQuery = searchParams.get("lang")?.toLowerCase() === "cn";
  if (!cnPath && !cnQuery) return null;

  const target = new URL(url);
  const rest = cnPath
    ? pathname.replace(/^\/cn/i, "")
    : pathname.replace(/^\/(en|zh|ms)(?=\/|$)/, "");
  target.pathname = `/zh${rest === "/" ? "" : rest}`;
  target.searchParams.delete("lang");
  return target;
}
