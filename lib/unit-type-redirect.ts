const layoutPath = /^(\/(?:en|zh|ms))?\/layout\/([^/]+?)\/?$/i;

/**
 * Unit type pages live at their upper-case code (/layout/C1A); a link typed or printed in lower
 * case (/zh/layout/c1a) moves there permanently. Unknown types get no redirect, so they 404.
 */
export function unitTypeCaseRedirect(url: URL, codes: readonly string[]): URL | null {
  const match = layoutPath.exec(url.pathname);
  if (!match) return null;
  const [, prefix = "", type = ""] = match;
  let decoded: string;
  try {
    decoded = decodeURIComponent(type);
  } catch {
    return null;
  }
  const canonical = decoded.toUpperCase();
  if (canonical === type || !codes.includes(canonical)) return null;
  const target = new URL(url);
  target.pathname = `${prefix}/layout/${canonical}`;
  return target;
}
