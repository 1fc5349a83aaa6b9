import { toSquareMetres } from "../units/area";
import type { HeadlineFacts, Range } from "./headline-facts";

/** One piece of copy and where it lives (`concept.zh.facts.0`), as the report names it. */
export interface CopyEntry {
  where: string;
  text: string;
}

export interface StaleFigure {
  where: string;
  /** The words that quote the figure, as found. */
  claim: string;
  /** What the data says instead. */
  expected: string;
}

// Numbers copy spells out (up to thirty is enough for counts, minutes and bedrooms).
const enWords =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty".split(
    " ",
  );
const msWords = "kosong satu dua tiga empat lima enam tujuh lapan sembilan sepuluh sebelas".split(
  " ",
);
const zhDigits = "零一二三四五六七八九".split("");

function parseNumber(raw: string): number | undefined {
  const word = raw.trim().toLowerCase().replace(/\s+/g, " ");
  if (/^\d[\d,]*$/.test(word)) return Number(word.replace(/,/g, ""));
  const en = word.match(/^(twenty|thirty)(?:-(\w+))?$/);
  if (en) return (en[1] === "twenty" ? 20 : 30) + (en[2] ? enWords.indexOf(en[2]) : 0);
  if (enWords.includes(word)) return enWords.indexOf(word);
  const ms = word.match(/^(\w+) puluh(?: (\w+))?$/);
  if (ms?.[1]) return msWords.indexOf(ms[1]) * 10 + (ms[2] ? msWords.indexOf(ms[2]) : 0);
  const belas = word.match(/^(\w+) belas$/);
  if (belas?.[1]) return 10 + msWords.indexOf(belas[1]);
  if (msWords.includes(word)) return msWords.indexOf(word);
  if (word === "两") return 2;
  const zh = word.match(/^([一二三四五六七八九])?十([一二三四五六七八九])?$/);
  if (zh) return (zh[1] ? zhDigits.indexOf(zh[1]) : 1) * 10 + (zh[2] ? zhDigits.indexOf(zh[2]) : 0);
  if (zhDigits.includes(word)) return zhDigits.indexOf(word);
  return undefined;
}

const NUM = String.raw`(?<![A-Za-z\d,])(\d[\d,]*|(?:twenty|thirty)(?:-[a-z]+)?|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:[a-z]+ puluh(?: [a-z]+)?)|[a-z]+ belas|satu|dua|tiga|empat|lima|enam|tujuh|lapan|sembilan|sepuluh|[一二三四五六七八九十两]+)`;
const DASH = String.raw`\s*(?:–|-|to|hingga|至)\s*`;

interface Rule {
  kind: string;
  pattern: RegExp;
  /** What the figures found (one, or both ends of a range) must be; undefined when they agree. */
  check: (figures: number[], facts: HeadlineFacts, category?: string) => string | undefined;
}

const within = (values: number[], allowed: number[]) => values.every((v) => allowed.includes(v));
const show = ({ min, max }: Range) => (min === max ? `${min}` : `${min}–${max}`);

// "Up to five", "two or three": limits of a form, not facts about the building.
const LIMIT = /(?:up to|or|最多可?\S{0,3}|两至|sehingga|atau)\s*$/i;

const rules: Rule[] = [
  {
    kind: "minutes to the terminal",
    pattern: new RegExp(
      String.raw`${NUM}(?:${DASH}${NUM})?\s*(?:min(?:utes?|it)?|分钟)[^.。；;]{0,40}?(?:terminal|航站楼)|(?:terminal|航站楼)[^.。；;]{0,12}?${NUM}(?:${DASH}${NUM})?\s*(?:min(?:utes?|it)?|分钟)`,
      "gi",
    ),
    check: (figures, facts) => {
      const allowed = [facts.terminalMinutes.min, facts.terminalMinutes.max];
      return within(figures, allowed)
        ? undefined
        : `${facts.nearestTerminal.minutes} min to the nearest terminal (${show(facts.terminalMinutes)} to the terminals)`;
    },
  },
  {
    kind: "number of unit types",
    pattern: new RegExp(
      String.raw`${NUM}\s*(?:suite types|unit types|types|suite layouts|layouts|ways to arrive|种户型|款套房户型|种户型|jenis suite|jenis unit|pelan susun atur suite|cara untuk pulang)`,
      "gi",
    ),
    check: (figures, facts) =>
      within(figures, [facts.typeCount]) ? undefined : `${facts.typeCount} unit types`,
  },
  {
    kind: "built-up area",
    pattern: new RegExp(
      String.raw`(?<![A-Za-z\d,])(\d[\d,]*)(?:${DASH}(\d[\d,]*))?\s*(sq ft|平方尺|kaki persegi|m²|平方米)`,
      "gi",
    ),
    check: (figures, facts) => {
      const sizes = facts.unitSizesSqft;
      return within(figures, sizes) || within(figures, sizes.map(toSquareMetres))
        ? undefined
        : `a unit type's area (${show(facts.sizeSqft)} sq ft, ${show(facts.sizeSqm)} m²)`;
    },
  },
  {
    kind: "bedrooms",
    pattern: new RegExp(
      String.raw`${NUM}(?:${DASH}${NUM})?\s*(?:bedrooms?|间卧室|卧室|bilik tidur)`,
      "gi",
    ),
    check: (figures, facts, category) => {
      const expected = category ? facts.categories[category]?.bedrooms : facts.bedrooms;
      if (!expected) return undefined;
      const ok = category
        ? figures.length === 2
          ? figures[0] === expected.min && figures[1] === expected.max
          : expected.min === expected.max && figures[0] === expected.min
        : figures.every((f) => f >= expected.min && f <= expected.max);
      return ok ? undefined : `${show(expected)} bedrooms${category ? ` (${category})` : ""}`;
    },
  },
  {
    kind: "total units",
    pattern: new RegExp(
      String.raw`(?<![A-Za-z\d,])(\d[\d,]*)\s*(?:total units|units in all|单位总数|jumlah unit)`,
      "gi",
    ),
    check: (figures, facts) =>
      within(figures, [facts.totalUnits]) ? undefined : `${facts.totalUnits} units`,
  },
  {
    kind: "typical levels",
    pattern: new RegExp(
      String.raw`(?:levels|tingkat)\s+(\d+)${DASH}(\d+)|(\d+)\s*至\s*(\d+)\s*楼`,
      "gi",
    ),
    check: (figures, facts) =>
      figures[0] === facts.levels.lowest && figures[1] === facts.levels.highest
        ? undefined
        : `levels ${facts.levels.lowest} to ${facts.levels.highest}`,
  },
];

/** The category a piece of copy describes, when its place says so (`…categories.dualKey.summary`). */
function categoryOf(where: string, facts: HeadlineFacts): string | undefined {
  return where.split(".").find((part) => part in facts.categories);
}

/**
 * Every figure the copy quotes about the building (minutes to the terminal, unit types, areas,
 * bedrooms, levels) that the data does not bear out. Copy should quote computed figures
 * (content/facts/), so anything found here was typed by hand and has gone stale.
 */
export function findStaleFigures(entries: CopyEntry[], facts: HeadlineFacts): StaleFigure[] {
  const stale: StaleFigure[] = [];
  for (const { where, text } of entries) {
    for (const rule of rules) {
      for (const match of text.matchAll(rule.pattern)) {
        if (LIMIT.test(text.slice(0, match.index))) continue;
        const figures = match
          .slice(1)
          .filter((group): group is string => group !== undefined)
          .map(parseNumber)
          .filter((n): n is number => n !== undefined);
        if (!figures.length) continue;
        const expected = rule.check(figures, facts, categoryOf(where, facts));
        if (expected) stale.push({ where, claim: `${rule.kind}: "${match[0]}"`, expected });
      }
    }
  }
  return stale;
}
