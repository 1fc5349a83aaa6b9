import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface PdfSummary {
  pages: number;
  /** Every page's text, pages separated by a blank line. */
  text: string;
  /** The text of each page. */
  pageTexts: string[];
  /** The web addresses each page's link annotations open (what a tap on a QR code opens). */
  pageLinks: string[][];
  /** Document title from the PDF's properties. */
  title: string | undefined;
  /** Size of the first page in points (A4 landscape: 842 × 595). */
  size: { width: number; height: number };
}

/** Reads a PDF the way a viewer does (Mozilla's pdf.js): page count, text and properties. */
export async function readPdf(bytes: Uint8Array): Promise<PdfSummary> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    const [, , width = 0, height = 0] = (await document.getPage(1)).view;
    const pages: string[] = [];
    const pageLinks: string[][] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(""));
      const annotations = (await page.getAnnotations()) as { subtype?: string; url?: string }[];
      pageLinks.push(annotations.flatMap((a) => (a.subtype === "Link" && a.url ? [a.url] : [])));
    }
    const { info } = await document.getMetadata();
    const title = (info as { Title?: string }).Title;
    return {
      pages: document.numPages,
      text: pages.join("\n\n"),
      pageTexts: pages,
      pageLinks,
      title,
      size: { width: Math.round(width), height: Math.round(height) },
    };
  } finally {
    await document.destroy();
  }
}
