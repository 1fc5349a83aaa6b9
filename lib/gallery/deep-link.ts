/**
 * A gallery picture can be shared by link: `/gallery?image=pool-deck`, or `/gallery#pool-deck`
 * (the form people write by hand). These helpers read and write that link; they know nothing of
 * React so they are easy to test.
 */
export const IMAGE_PARAM = "image";

/** The picture a URL points at, if it names one of `slugs` (case-insensitive), else null. */
export function slugFromUrl(search: string, hash: string, slugs: readonly string[]): string | null {
  const wanted = [
    new URLSearchParams(search).get(IMAGE_PARAM),
    decodeURIComponent(hash.replace(/^#/, "")),
  ];
  for (const candidate of wanted) {
    const slug = candidate?.trim().toLowerCase();
    if (slug && slugs.includes(slug)) return slug;
  }
  return null;
}

/**
 * The address to show while a picture is open (or, with null, after closing): the same page and
 * other query parameters, with only `image` changed and no picture hash left behind.
 */
export function urlWithSlug(pathname: string, search: string, slug: string | null): string {
  const params = new URLSearchParams(search);
  if (slug) params.set(IMAGE_PARAM, slug);
  else params.delete(IMAGE_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
