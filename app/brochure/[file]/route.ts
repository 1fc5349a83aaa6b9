import { renderBrochure } from "@/server/brochure/render-brochure";
import { brochureFiles, brochureHeaders, localeOfFile } from "@/server/brochure/files";
import { env } from "@/server/env";
import { inventorySummary } from "@/server/units/cached-summary";

// Rendered per language at build time from the current content, so the PDF never disagrees with
// the site, and again when the inventory's cached summary (price range) is older than
// SUMMARY_SECONDS; any other file name is a 404 without rendering anything.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return brochureFiles.map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: RouteContext<"/brochure/[file]">) {
  const locale = localeOfFile((await params).file);
  if (!locale) return new Response("Not found", { status: 404 });
  const pdf = await renderBrochure(locale, env.SITE_URL, await inventorySummary());
  return new Response(new Uint8Array(pdf), { headers: brochureHeaders(locale, pdf.length) });
}
