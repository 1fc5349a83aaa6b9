import { HtmlValidate } from "html-validate";
import { expect, test } from "./fixtures";

// Conformance to the HTML standard (html-validate's `standard` preset: nesting, attributes,
// duplicate ids, obsolete elements), not a house style for markup that React writes.
const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

const localeOf = (path: string) => /^\/(zh|ms)(?:\/|$)/.exec(path)?.[1] ?? "en";

for (const locale of ["en", "zh", "ms"] as const) {
  test(`every page in the sitemap in ${locale} is valid HTML`, async ({ request }) => {
    test.setTimeout(240_000);
    // The sitemap lists every public, prerendered page in every language.
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map(([, loc]) => new URL(loc ?? "").pathname)
      .filter((path) => localeOf(path) === locale);
    expect(paths.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const report = await validator.validateString(await response.text(), path);
      for (const message of report.results.flatMap((result) => result.messages)) {
        problems.push(
          `${path}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
}
