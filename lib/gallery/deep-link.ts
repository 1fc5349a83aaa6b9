/**
 * A gallery picture has its own page, `/gallery/pool-deck`; older shared links name it as
 * `/gallery?image=pool-deck`, or `/gallery#pool-deck` (the form people write by hand). These helpers read and write that link; they know nothing of
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
 * The address to show while a picture is open: the picture's own page (`/zh/gallery/pool-deck`,
 * which has its social card and opens the picture when reloaded or shared), or with null, after
 * closing, the gallery itself. Other query parameters stay; an old `image` parameter goes.
 */
export function urlWithSlug(galleryPath: string, search: string, slug: string | null): string {
  const params = new URLSearchParams(search);
  params.delete(IMAGE_PARAM);
  const query = params.toString();
  const path = slug ? `${galleryPath.replace(/\/$/, "")}/${slug}` : galleryPath;
  return query ? `${path}?${query}` : path;
}
