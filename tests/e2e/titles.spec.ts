import { expect, test } from "./fixtures";

/** Search results cut a title beyond this many characters. */
const TITLE_MAX = 60;

// One plain request per page (no browser, no cookies: a language cookie would redirect), every
// page in the sitemap in every language, in seconds.
test("every page in the sitemap has a title of at most 60 characters, in every language", async ({
  baseURL,
}) => {
  const get = (path: string) => fetch(new URL(path, baseURL), { redirect: "manual" });
  const sitemap = await (await get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThan(60);
  const long: string[] = [];
  for (const path of paths) {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] ?? "";
    const text = title.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'");
    expect(text, path).not.toBe("");
    if ([...text].length > TITLE_MAX) long.push(`${path}: ${[...text].length} "${text}"`);
  }
  expect(long).toEqual([]);
});
