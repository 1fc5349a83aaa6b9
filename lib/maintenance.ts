const prefixedLocales = ["zh", "ms"];

/** Where a public page request is rewritten during maintenance: the maintenance page in its language. */
export function maintenanceRewrite(url: URL): URL {
  const first = url.pathname.split("/")[1] ?? "";
  const locale = prefixedLocales.includes(first) ? first : "en";
  return new URL(`/${locale}/maintenance`, url);
}
