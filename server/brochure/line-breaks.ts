// react-pdf breaks lines only between words, and a Chinese sentence has no spaces: without help a
// paragraph runs off the page. Its hyphenation hook lets us offer a break between any two CJK
// characters. The empty strings between pieces tell it to break there without drawing a hyphen.

const cjk = /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F]/u;
/** Punctuation that must not start a line (it stays with the character before it). */
const closing = new Set(Array.from("，。、；：？！）」』》〉】〕”’…·％,.;:?!)"));
/** Punctuation that must not end a line (it stays with the character after it). */
const opening = new Set(Array.from("（「『《〈【〔“‘("));

/** Pieces of a word between which a line may break. Latin words stay whole: no hyphenation. */
export function breakPieces(word: string): string[] {
  if (!cjk.test(word)) return [word];
  const pieces: string[] = [];
  let pendingOpen = "";
  for (const char of Array.from(word)) {
    if (opening.has(char)) {
      pendingOpen += char;
    } else if (closing.has(char) && pieces.length > 0 && !pendingOpen) {
      pieces[pieces.length - 1] += char;
    } else if (
      /[A-Za-z0-9]/.test(char) &&
      /[A-Za-z0-9]$/.test(pieces.at(-1) ?? "") &&
      !pendingOpen
    ) {
      // Latin letters and digits inside CJK text ("5G", "A1") stay together.
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
