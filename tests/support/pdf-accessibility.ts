import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** What a screen reader or a viewer learns of a PDF before reading it, as Mozilla's pdf.js reads it. */
export interface PdfAccessibility {
  /** The catalog's /Lang. */
  language: string | undefined;
  title: string | undefined;
  /** ViewerPreferences /DisplayDocTitle: the window shows the title, not the file name. */
  displayDocTitle: boolean;
  /** MarkInfo /Marked: a tagged PDF. */
  marked: boolean;
  /** Whether page 1 has a structure tree (StructTreeRoot with content on it). */
  structTree: boolean;
}

export async function readPdfAccessibility(bytes: Uint8Array): Promise<PdfAccessibility> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const { info } = (await document.getMetadata()) as {
      info: { Language?: string | null; Title?: string };
    };
    const preferences = (await document.getViewerPreferences()) as Record<string, unknown> | null;
    const markInfo = (await document.getMarkInfo()) as { Marked?: boolean } | null;
    const tree = await (await document.getPage(1)).getStructTree();
    return {
      language: info.Language ?? undefined,
      title: info.Title,
      displayDocTitle: preferences?.DisplayDocTitle === true,
      marked: markInfo?.Marked === true,
      structTree: Boolean(tree),
    };
  } finally {
    await document.destroy();
  }
}

/** Runs of three or more single letters split by spaces ("S U I T E S"): tracking read as gaps. */
export const spacedLetters = (text: string): string[] =>
  text.match(/(?<![\p{L}\p{N}])(?:[\p{Lu}\p{Ll}] ){3,}[\p{Lu}\p{Ll}](?![\p{L}\p{N}])/gu) ?? [];

/** Whether poppler's pdftotext is installed (Debian's poppler-utils). */
export function hasPdftotext(): boolean {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** The PDF's text as poppler's pdftotext extracts it in reading order. */
export function pdftotext(bytes: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pdftotext-"));
  try {
    const file = path.join(dir, "in.pdf");
    writeFileSync(file, bytes);
    return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
