/** Every cached read of one content area carries this tag; a publish expires it. */
export const contentTag = (key: string) => `cms:${key}`;

/**
 * How old a cached read (and a page built from it) may get: another instance's publish reaches
 * this one's pages within 2 × this (a stale read is refreshed on the visit after), under 60 s.
 */
export const CONTENT_SECONDS = 25;
