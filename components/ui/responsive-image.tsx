import { getImageProps, type ImageProps } from "next/image";
import { compactPreview } from "@/server/images/compact-preview";

type ResponsiveImageProps = Omit<
  ImageProps,
  "onLoad" | "onError" | "onLoadingComplete" | "priority" | "placeholder" | "blurDataURL"
> & {
  /** Show the image's tiny blurred preview (static imports only) until the picture arrives. */
  placeholder?: "blur" | "empty";
};

/**
 * next/image's optimized picture (AVIF/WebP srcset, sizes, lazy below the fold) as a plain `<img>`
 * rendered on the server. next/image's own component is a client component: each picture on a page
 * would be hydrated, and its blur placeholder is an SVG filter repainted over the whole frame.
 * Here the placeholder is the 8-pixel preview the build already makes (as a compact WebP), scaled
 * by CSS, under the picture; nothing runs in the browser.
 */
export async function ResponsiveImage({
  placeholder = "empty",
  preload,
  alt,
  ...rest
}: ResponsiveImageProps) {
  // A picture to preload is fetched first: React's server renderer preloads it from the <head>.
  const fetchPriority = rest.fetchPriority ?? (preload ? "high" : undefined);
  const { props } = getImageProps({ ...rest, alt, preload, fetchPriority });
  const blur =
    placeholder === "blur" && typeof rest.src === "object" && "blurDataURL" in rest.src
      ? rest.src.blurDataURL
      : undefined;
  const preview = blur && (await compactPreview(blur));
  const style = preview
    ? {
        ...props.style,
        backgroundImage: `url("${preview}")`,
        backgroundSize: "cover",
        backgroundPosition: props.style?.objectPosition ?? "50% 50%",
      }
    : props.style;
  // No preload call: ReactDOM.preload() travels as a hint in the page's RSC payload, which the
  // browser acts on when a link merely prefetches the page (every page fetched the hero pictures
  // of the pages it linked to). React's server renderer already preloads an <img> with
  // fetchPriority="high" from the HTML's <head>, which is all the page itself needs.
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the srcset comes from getImageProps
    <img {...props} alt={alt} style={style} />
  );
}
