/**
 * Reads CSV text (RFC 4180: quoted cells may hold commas, quotes and line breaks) into rows of
 * cells, each row with the file line it starts on, so a message can name it. A leading BOM and
 * empty lines are skipped. A cell our exports neutralized with an apostrophe comes back as it was.
 */
export interface CsvLine {
  line: number;
  cells: string[];
}

export function parseCsv(text: string): CsvLine[] {
  const source = text.replace(/^\uFEFF/, "");
  const rows: CsvLine[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== "")
      rows.push({ line: rowLine, cells: cells.map(restore) });
    cells = [];
    cell = "";
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === "\n") line++;
        cell += char;
      }
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += char;
  }
  if (cell !== "" || cells.length) endRow();
  return rows;
}

/** Undoes `neutralizeFormula` (server/leads/csv.ts): `'=x` was written for `=x`. */
const restore = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell.trim());
