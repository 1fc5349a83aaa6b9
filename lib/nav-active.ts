/** Whether a menu item is the current page: the home item only on `/`, others by path prefix. */
export function isActivePath(pathname: string, href: string, exact = false): boolean {
  if (href === "/" || exact) return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}
