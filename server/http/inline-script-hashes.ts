import { createHash } from "node:crypto";

// The inline scripts of a page, as a Content-Security-Policy names them: 'sha256-…' of each one's
// text exactly as the browser reads it. Next.js writes its bootstrap and the page's data as inline
// scripts (`self.__next_f.push(…)`), and the site adds one (the theme, before first paint); naming
// each by its hash lets the policy drop 'unsafe-inline', so a script injected into a page runs
// nowhere, on prerendered pages as on dynamic ones.

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Data blocks the browser never runs need no hash (and would only lengthen the header).
const DATA_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;
const SOURCE = /\bsrc\s*=/i;

/** The distinct 'sha256-…' sources of the inline scripts in `html`, in their order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (SOURCE.test(attributes) || DATA_TYPE.test(attributes)) continue;
    // The HTML parser turns CR LF and lone CR into LF before the script's text is hashed.
    const parsed = text.replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(parsed, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
