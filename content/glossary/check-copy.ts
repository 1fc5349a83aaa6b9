import type { Locale } from "next-intl";
import { glossaries } from ".";

const locales: readonly string[] = ["en", "zh", "ms"] satisfies Locale[];

/**
 * Latin letters or figures run into Chinese characters ("SkyHaven视频导览", "24小时"): the copy
 * puts a space between them ("24 小时", "A1–A3 户型"). A year in an act's title stays solid
 * ("《2010年个人资料保护法令》"), as Malaysian legal Chinese writes it.
 */
function crampedSpots(text: string): string[] {
  return [...text.matchAll(/[A-Za-z0-9°%][\p{Script=Han}]|[\p{Script=Han}][A-Za-z0-9]/gu)]
    .map(([pair]) => pair)
    .filter((pair) => !/^\d年$/u.test(pair));
}

/** What is wrong with one string of copy in `locale`: words the glossary avoids, cramped spacing. */
export function copyProblems(text: string, locale: Locale): string[] {
  const problems = glossaries[locale].avoid.flatMap(({ wrong, use }) => {
    const found = wrong.exec(text);
    return found ? [`"${found[0]}" (use ${use})`] : [];
  });
  if (locale === "zh")
    for (const pair of crampedSpots(text))
      problems.push(`"${pair}" (a space between Chinese and Latin text or figures)`);
  return problems;
}

/**
 * Every problem in the strings of `value`, each as "where key.path: problem". A string is checked
 * in the language its file has (`locale`) or that a key on its path names (`{ en, zh, ms }`
 * records); strings in no language (codes, paths) are skipped. Objects met before are skipped, so
 * a text re-exported by an index file is reported once, under the first file given.
 */
export function walkCopy(
  value: unknown,
  where: string,
  locale: Locale | undefined,
  seen: WeakSet<object> = new WeakSet(),
): string[] {
  if (typeof value === "string")
    return locale ? copyProblems(value, locale).map((problem) => `${where}: ${problem}`) : [];
  if (typeof value !== "object" || value === null || value instanceof RegExp) return [];
  if (seen.has(value)) return [];
  seen.add(value);
  if (Array.isArray(value))
    return value.flatMap((item, index) => walkCopy(item, `${where}[${index}]`, locale, seen));
  return Object.entries(value).flatMap(([key, item]) =>
    walkCopy(
      item,
      `${where}${where.includes(" ") ? "." : " "}${key}`,
      locales.includes(key) ? (key as Locale) : locale,
      seen,
    ),
  );
}
