import { ResponsiveImage } from "@/components/ui/responsive-image";
import { UploadedPicture } from "@/components/ui/uploaded-picture";
import type { GalleryPicture } from "@/content/gallery";

interface GalleryImageProps {
  picture: GalleryPicture;
  sizes: string;
  className?: string;
  preload?: boolean;
}

/** A gallery picture: the marketing team's upload when there is one, else the generated artwork. */
export function GalleryImage({ picture, sizes, className, preload }: GalleryImageProps) {
  if (picture.upload)
    return (
      <UploadedPicture
        image={picture.upload}
        alt={picture.alt}
        sizes={sizes}
        className={className}
        preload={preload}
      />
    );
  return (
    <ResponsiveImage
      src={picture.image}
      alt={picture.alt}
      sizes={sizes}
      placeholder="blur"
      preload={preload}
      fetchPriority={preload ? "high" : undefined}
      className={className}
    />
  );
}
