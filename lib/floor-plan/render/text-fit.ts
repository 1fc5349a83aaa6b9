/** East Asian characters are about as wide as they are tall; Latin letters about half. */
const wideChar = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;

export function estimateWidth(text: string, fontSize: number): number {
  let width = 0;
  for (const char of text) width += wideChar.test(char) ? fontSize : fontSize * 0.6;
  return width;
}

/**
 * Splits a label over lines so it fits a room's width, then shrinks it (not below `minSize`) if a
 * single word is still too wide. Returns the lines and the font size to draw them at.
 */
export function fitLabel(
  label: string,
  maxWidth: number,
  fontSize: number,
  minSize = fontSize * 0.7,
): { lines: string[]; fontSize: number } {
  const words = label.split(" ");
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && estimateWidth(`${last} ${word}`, fontSize) <= maxWidth) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  const widest = Math.max(...lines.map((l) => estimateWidth(l, fontSize)));
  const size = widest > maxWidth ? Math.max(minSize, (fontSize * maxWidth) / widest) : fontSize;
  return { lines, fontSize: size };
}
