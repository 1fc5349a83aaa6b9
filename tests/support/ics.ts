/**
 * A strict reader for a calendar invite (RFC 5545): throws unless every line ends in CRLF and is
 * at most 75 octets; unfolds continuation lines and gives each property's values (unescaped).
 */
export function readIcs(ics: string) {
  if (!ics.endsWith("\r\n")) throw new Error("an iCalendar file ends with CRLF");
  const physical = ics.slice(0, -2).split("\r\n");
  for (const line of physical) {
    if (/[\r\n]/.test(line)) throw new Error(`a bare CR or LF in ${JSON.stringify(line)}`);
    if (new TextEncoder().encode(line).length > 75) throw new Error(`over 75 octets: ${line}`);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ")) logical[logical.length - 1] += line.slice(1);
    else logical.push(line);
  }
  const properties = logical.map((line) => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon), line.slice(colon + 1)] as const;
  });
  const unescape = (value: string) => value.replace(/\\n/gi, "\n").replace(/\\([\\;,])/g, "$1");
  return {
    lines: logical,
    get: (name: string) => properties.filter(([n]) => n === name).map(([, v]) => unescape(v)),
  };
}
