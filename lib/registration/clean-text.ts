// Nobody types these: NUL and the other C0 controls but tab and line breaks, DEL, and the C1
// controls. PostgreSQL refuses NUL in text outright while SQLite stores it, so they are removed
// before either database sees them.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]+/g;
// Half of a surrogate pair (JSON can carry one as `\ud800`) is not text: each database driver
// would turn it into something of its own.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ANY_CONTROL_OR_LONE_SURROGATE = new RegExp(
  `[\\u0000-\\u001F\\u007F-\\u009F]|${LONE_SURROGATE.source}`,
);

/** Free text that may span lines (an address): controls and broken characters removed. */
export function cleanText(value: string): string {
  return value.replace(CONTROL, "").replace(LONE_SURROGATE, "");
}

/** Free text on one line (a name, a campaign): the same, and tabs or line breaks become a space. */
export function cleanLine(value: string): string {
  return cleanText(value).replace(LINE_BREAKS_AND_TABS, " ");
}

/** Whether a value holds a control character (tab and line breaks included) or half a character. */
export function hasControlCharacters(value: string): boolean {
  return ANY_CONTROL_OR_LONE_SURROGATE.test(value);
}

/** The first `max` UTF-16 units of well-formed text, without splitting a character in two. */
export function truncateText(value: string, max: number): string {
  const cut = value.slice(0, max);
  return cut.length < value.length && /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
