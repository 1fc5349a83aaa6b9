import "server-only";
import sharp from "sharp";

const previews = new Map<string, Promise<string>>();

/**
 * The build's blur preview of a picture (an 8-pixel JPEG as a data URL, about 870 characters,
 * most of them JPEG headers) re-encoded as WebP: the same 8 pixels in about 100 characters. A
 * page carries each preview twice, in its HTML and in its RSC payload; on the home page this is
 * a sixth of the compressed HTML. Anything that is not a JPEG data URL is returned as it is.
 */
export function compactPreview(dataUrl: string): Promise<string> {
  const prefix = "data:image/jpeg;base64,";
  if (!dataUrl.startsWith(prefix)) return Promise.resolve(dataUrl);
  let preview = previews.get(dataUrl);
  if (!preview) {
    preview = sharp(Buffer.from(dataUrl.slice(prefix.length), "base64"))
      .webp({ quality: 70 })
      .toBuffer()
      .then((webp) => `data:image/webp;base64,${webp.toString("base64")}`)
      .catch(() => dataUrl);
    previews.set(dataUrl, preview);
  }
  return preview;
}
