// react-pdf breaks lines only between words, and a Chinese sentence has no spaces: without help a
// paragraph runs off the page. Its hyphenation hook lets us offer a break between any two CJK
// characters. The empty strings between pieces tell it to break there without drawing a hyphen.

const cjk = /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F]/u;
/** Punctuation that must not start a line (it stays with the character before it). */
const closing = new Set(Array.from("，。、；：？！）」』》〉】〕”’…·％,.;:?!)"));
/** Punctuation that must not end a line (it stays with the character after it). */
const opening = new Set(Array.from("（「『《〈【〔“‘("));

const NBSP = "\u00A0";
const latin = /[A-Za-z0-9]/;

/**
 * The spaces set between Chinese and Latin text or figures ("共有 22 种户型", as the glossary
 * asks) made unbreakable, so react-pdf, which breaks at every space, cannot end a line on "22"
 * and start the next with "种户型". The line may still break between Chinese characters, where
 * `breakPieces` offers it.
 */
export function bindCjkSpaces(text: string): string {
  return text.replace(
    / (?=[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F])|(?<=[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F]) /gu,
    NBSP,
  );
}

/** Whether a piece ends in a Latin letter or figure, or in one followed by a bound space. */
const endsLatin = (piece: string | undefined) =>
  Boolean(
    piece &&
    (latin.test(piece.at(-1) ?? "") || (piece.endsWith(NBSP) && latin.test(piece.at(-2) ?? ""))),
  );

/**
 * Pieces of a word between which a line may break. Latin words stay whole: no hyphenation. A line
 * never ends on a Latin word or a figure inside Chinese text: the character after it stays with it.
 */
export function breakPieces(word: string): string[] {
  if (!cjk.test(word)) return [word];
  const pieces: string[] = [];
  let pendingOpen = "";
  for (const char of Array.from(word)) {
    const last = pieces.at(-1);
    if (opening.has(char)) {
      pendingOpen += char;
    } else if (char === NBSP && last !== undefined && !pendingOpen) {
      // A bound space never starts a line (nor is it a place to break).
      pieces[pieces.length - 1] += char;
    } else if (closing.has(char) && last !== undefined && !pendingOpen) {
      pieces[pieces.length - 1] += char;
    } else if (latin.test(char) && latin.test(last?.at(-1) ?? "") && !pendingOpen) {
      // Latin letters and digits inside CJK text ("5G", "A1") stay together.
      pieces[pieces.length - 1] += char;
    } else if (!latin.test(char) && endsLatin(last) && !pendingOpen) {
      // "22 种", "A1起": the figure or word keeps the character after it on its line.
      pieces[pieces.length - 1] += char;
    } else {
      pieces.push(pendingOpen + char);
      pendingOpen = "";
    }
  }
  if (pendingOpen) pieces.push(pendingOpen);
  return pieces;
}

/** The shape react-pdf's hyphenation hook expects: pieces separated by empty strings. */
export function hyphenationCallback(word: string): string[] {
  const pieces = breakPieces(word);
  return pieces.length === 1 ? pieces : pieces.flatMap((piece) => [piece, ""]).slice(0, -1);
}
