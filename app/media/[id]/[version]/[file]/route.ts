import { readFile } from "node:fs/promises";
import path from "node:path";
import { publicFile } from "@/server/cms/gallery/public-files";
import { mediaDirectory } from "@/server/cms/media/settings";
import { publishedPublicMedia } from "@/server/cms/read/public-media";

/**
 * An uploaded picture's file, for the public: only the upload and renditions of a picture the
 * published gallery or hero shows (server/cms/gallery/public-files.ts); 404 for anything else. The URL
 * carries the picture's version, so the file never changes under it: cached for a year.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/media/[id]/[version]/[file]">,
) {
  const { id, version, file } = await params;
  const found = publicFile(await publishedPublicMedia(), { id, version, file });
  if (!found) return notFound();
  let body: Buffer;
  try {
    body = await readFile(path.join(path.resolve(mediaDirectory()), found.filename));
  } catch {
    return notFound(); // listed in the CMS, gone from the disk (a restore without the media)
  }
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": found.mimeType,
      "Content-Length": String(body.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
